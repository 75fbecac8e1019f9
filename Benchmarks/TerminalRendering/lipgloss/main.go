// The frame Benchmarks/TerminalRendering draws, drawn with lipgloss: 60 rows of 200
// columns, each positioned, padded to the width and styled with one of six
// foreground/background pairs (the first bold). The colours are the ones the Swift
// benchmark derives in OKLCH, as sRGB hex. Prints the median time per frame in
// milliseconds for each colour profile: `truecolor 0.61`, one line each.
//
// Built by compare.sh with Debian's golang-go and golang-github-charmbracelet-lipgloss-dev
// (GOPATH mode, no downloads).
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

var pairs = [][2]string{
	{"#fcd1dc", "#050c13"},
	{"#e7c7ae", "#091018"},
	{"#b9c39f", "#0d151c"},
	{"#8cb9af", "#111921"},
	{"#83a3bb", "#161e26"},
	{"#9489aa", "#1a222b"},
}

func frame(styles []lipgloss.Style) string {
	var text strings.Builder
	text.WriteString("\x1b[H")
	for row := 0; row < 60; row++ {
		text.WriteString(fmt.Sprintf("\x1b[%d;1H", row+1))
		line := fmt.Sprintf("  Row %d   Current choice   Dark ✓", row)
		text.WriteString(styles[row%len(styles)].Render(line))
	}
	return text.String()
}

func main() {
	profiles := []struct {
		name    string
		profile termenv.Profile
	}{{"truecolor", termenv.TrueColor}, {"256", termenv.ANSI256}, {"16", termenv.ANSI}}
	for _, p := range profiles {
		lipgloss.SetColorProfile(p.profile)
		styles := make([]lipgloss.Style, len(pairs))
		for i, pair := range pairs {
			styles[i] = lipgloss.NewStyle().
				Foreground(lipgloss.Color(pair[0])).
				Background(lipgloss.Color(pair[1])).
				Bold(i == 0).
				Width(200)
		}
		if len(os.Args) > 1 && os.Args[1] == "print" {
			fmt.Printf("%s %d\n", p.name, len(frame(styles)))
			continue
		}
		var samples []float64
		deadline := time.Now().Add(3 * time.Second)
		for len(samples) < 20 || (time.Now().Before(deadline) && len(samples) < 10000) {
			start := time.Now()
			out := frame(styles)
			samples = append(samples, float64(time.Since(start).Nanoseconds())/1e6)
			if len(out) == 0 {
				panic("empty frame")
			}
		}
		sort.Float64s(samples)
		fmt.Printf("%s %.4f\n", p.name, samples[len(samples)/2])
	}
}
