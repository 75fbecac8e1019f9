// The system's appearance on Linux: the desktop portal, then gsettings, GTK_THEME, KDE, a schedule.
import Twilight
import TwilightSystem

// snippet.hide
@MainActor
func follow() async {
    // snippet.show
    let appearance = await SystemAppearanceDetector().detect()
    print(appearance.colorScheme, appearance.sources.colorScheme)  // dark portal
    let task = ThemeManager.shared.followSystemAppearance()
    // snippet.hide
    task.cancel()
}
