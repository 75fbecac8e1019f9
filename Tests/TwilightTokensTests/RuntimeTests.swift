import Foundation
import Testing
import Twilight
import TwilightColor

@testable import TwilightTokens

/// A view stand-in for bindings.
@MainActor
final class Swatch: ThemeCompatible {
    var fill: RGBAColor = .clear
    var gap: Double = 0
}

/// A typed theme built from tokens, as an app would define it.
struct CardTheme: Equatable {
    var fill: RGBAColor
    var gap: Double
}

/// A `Themeable` stand-in that records what it was given.
@MainActor
final class Card: Themeable {
    var applied: [CardTheme] = []
    func apply(theme: CardTheme) { applied.append(theme) }
}

/// Providers from documents, live reload, and remote loading.
@Suite(.serialized) struct RuntimeTests {
    static let light = ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}, "gap": {"$type": "number", "$value": 4}}"##
    static let resolver = """
        {"version": "2025.10",
         "modifiers": {"theme": {"contexts": {
            "light": [{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}],
            "dark": [{"color": {"$type": "color", "bg": {"$value": "#000000"}}}]}, "default": "light"}},
         "sets": {"base": {"sources": [{"gap": {"$type": "number", "$value": 12}}]}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    @Test @MainActor func providersDriveBindingsThroughTheManager() throws {
        let tokens = try DesignTokens(data: Data(Self.resolver.utf8), name: "r.json")
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let swatch = Swatch()
        swatch.theme(on: manager).fill = try tokens.color("color.bg")
        #expect(swatch.fill == RGBAColor(red: 1, green: 1, blue: 1))
        manager.preference = .dark
        #expect(swatch.fill == RGBAColor(red: 0, green: 0, blue: 0))
    }

    @Test @MainActor func providersFeedTypedThemes() throws {
        let tokens = try DesignTokens(data: Data(Self.resolver.utf8), name: "r.json")
        let fill = try tokens.color("color.bg")
        let gap = try tokens.number("gap")
        let catalog = ThemeProvider<CardTheme>.readingLook { look in CardTheme(fill: fill(look), gap: gap(look)) }
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let card = Card()
        manager.register(catalog)
        card.observe(theme: \CardTheme.self, on: manager)
        manager.preference = .dark
        #expect(
            card.applied == [
                CardTheme(fill: RGBAColor(red: 1, green: 1, blue: 1), gap: 12),
                CardTheme(fill: RGBAColor(red: 0, green: 0, blue: 0), gap: 12),
            ]
        )
    }

    @Test func aColourTokenWithOnlyALightValueGetsADerivedNightColour() throws {
        let document = ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}, "link": {"$value": "#1a73e8"}}}"##
        let tokens = try DesignTokens(data: Data(document.utf8), name: "light-only.json")
        let background = try tokens.color("color.bg")
        let link = try tokens.color("color.link")
        #expect(link(.light) == (try RGBAColor(hex: "#1a73e8")))
        #expect(link(ThemeLook("sepia", isDark: false)) == (try RGBAColor(hex: "#1a73e8")), "a light style keeps the day value")
        #expect(background(.dark).isDark)
        #expect(link(.dark).contrastRatio(with: background(.dark)) >= 4.5)
        #expect(link(.dark) == (try RGBAColor(hex: "#1a73e8")).nightVersion())
    }

    @Test func aDocumentWithADarkModeKeepsItsOwnDarkValues() throws {
        let tokens = try DesignTokens(data: Data(Self.resolver.utf8), name: "r.json")
        #expect(try tokens.color("color.bg")(.dark) == RGBAColor(red: 0, green: 0, blue: 0))
    }

    @Test func lookingUpAMissingOrMistypedTokenFails() throws {
        let tokens = try DesignTokens(data: Data(Self.light.utf8), name: "l.json")
        #expect(throws: TokenLookupError(path: "color.fg", expectedType: .color, actualType: nil)) { try tokens.color("color.fg") }
        #expect(throws: TokenLookupError(path: "gap", expectedType: .color, actualType: .number)) { try tokens.color("gap") }
        #expect(try tokens.number("gap")(.dark) == 4)
    }

    @Test @MainActor func liveReloadPicksUpAnEditAndSurvivesABrokenOne() async throws {
        let folder = try temporaryFolder()
        let url = try write(Self.resolver, to: "live.resolver.json", in: folder)
        let manager = ThemeManager(frameClock: ManualFrameClock())
        let live = try LiveTokens(contentsOf: url, manager: manager)
        let swatch = Swatch()
        swatch.theme(on: manager).fill = try live.color("color.bg")
        manager.preference = .dark
        #expect(swatch.fill == RGBAColor(red: 0, green: 0, blue: 0))
        var events = live.events().makeAsyncIterator()

        try write(Self.resolver.replacingOccurrences(of: "#000000", with: "#1c1c1e"), to: "live.resolver.json", in: folder)
        #expect(live.filesChanged)
        let watcher = live.watch(every: .milliseconds(20))
        defer { watcher.cancel() }
        guard case .reloaded? = await events.next() else {
            Issue.record("no reload event")
            return
        }
        #expect(swatch.fill == (try RGBAColor(hex: "#1c1c1e")))

        // A broken edit: the last good values stay, and the error names the file and line.
        try write(
            Self.resolver.replacingOccurrences(of: "#1c1c1e", with: "#000000").replacingOccurrences(of: "\"#ffffff\"", with: "\"nope\""),
            to: "live.resolver.json",
            in: folder
        )
        guard case .failed(let error)? = await events.next() else {
            Issue.record("no failure event")
            return
        }
        #expect(error.description.contains("live.resolver.json:3:"))
        #expect(error.description.contains("color.bg: expected a colour"))
        #expect(live.lastError != nil)
        #expect(swatch.fill == (try RGBAColor(hex: "#1c1c1e")))
        manager.preference = .light
        #expect(swatch.fill == RGBAColor(red: 1, green: 1, blue: 1))

        // Fixing the file again is picked up.
        manager.preference = .dark
        try write(Self.resolver.replacingOccurrences(of: "#000000", with: "#222222"), to: "live.resolver.json", in: folder)
        guard case .reloaded? = await events.next() else {
            Issue.record("no reload after the fix")
            return
        }
        #expect(swatch.fill == (try RGBAColor(hex: "#222222")))
        #expect(live.lastError == nil)
    }

    /// An editor that writes in place (or a copy under way) leaves the file half-written
    /// for a moment; a poll that reads it then must not report an error the finished file
    /// does not have. A file that stays broken is reported one poll later.
    @Test func aFileCaughtHalfWrittenIsReadAgainBeforeAnErrorIsReported() async throws {
        let folder = try temporaryFolder()
        let url = try write(Self.light, to: "live.tokens.json", in: folder)
        let live = try LiveTokens(contentsOf: url)
        var events = live.events().makeAsyncIterator()
        func writeInPlace(_ text: String) throws {
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }
        let edited = Self.light.replacingOccurrences(of: "#ffffff", with: "#fafafa")
        let halfWritten = String(edited.prefix(edited.count / 2))

        try writeInPlace(halfWritten)
        await live.poll()
        #expect(live.lastError == nil, "the write may still be under way: nothing is reported yet")
        #expect(try live.color("color.bg")(.light) == .white, "the last good values stay")
        try writeInPlace(edited)
        await live.poll()
        guard case .reloaded(let tokens)? = await events.next() else {
            Issue.record("the first event is not the finished file's reload")
            return
        }
        #expect(try tokens.color("color.bg")(.light) == RGBAColor(hex: "#fafafa"))
        #expect(live.lastError == nil)

        // A writer killed halfway: the file stays broken, and is reported at the next poll.
        try writeInPlace(halfWritten)
        await live.poll()
        #expect(live.lastError == nil)
        await live.poll()
        guard case .failed(let error)? = await events.next() else {
            Issue.record("no failure event for a file that stayed broken")
            return
        }
        #expect(error.description.contains("live.tokens.json:1:"))
        #expect(live.lastError?.description == error.description)
        #expect(try live.color("color.bg")(.light) == RGBAColor(hex: "#fafafa"), "the last good values stay")
        await live.poll()
        #expect(live.lastError?.description == error.description, "reported once, kept until the file changes")
    }

    /// A document reached through symbolic links is watched through them: a link to a file
    /// edited in place (a dotfiles folder), and a Kubernetes ConfigMap volume, where
    /// `app.tokens.json` links to `..data/app.tokens.json` and an update swaps the `..data`
    /// link to a new folder. Watching the link itself saw neither.
    @Test(arguments: ["edited through a link", "ConfigMap swap"])
    func aDocumentReachedThroughSymbolicLinksIsWatchedThroughThem(layout: String) async throws {
        let folder = try temporaryFolder()
        let files = FileManager.default
        let link = folder.appending(path: "app.tokens.json")
        let edited = Self.light.replacingOccurrences(of: "#ffffff", with: "#fafafa")
        let change: () throws -> Void
        if layout == "ConfigMap swap" {
            func version(_ name: String, _ text: String) throws {
                try files.createDirectory(at: folder.appending(path: name), withIntermediateDirectories: true)
                try write(text, to: "\(name)/app.tokens.json", in: folder)
            }
            try version("..2026_12_02_v1", Self.light)
            try files.createSymbolicLink(atPath: folder.appending(path: "..data").path, withDestinationPath: "..2026_12_02_v1")
            try files.createSymbolicLink(atPath: link.path, withDestinationPath: "..data/app.tokens.json")
            change = {
                try version("..2026_12_02_v2", edited)
                try files.createSymbolicLink(atPath: folder.appending(path: "..data_tmp").path, withDestinationPath: "..2026_12_02_v2")
                unsafe #expect(rename(folder.appending(path: "..data_tmp").path, folder.appending(path: "..data").path) == 0)
                try files.removeItem(at: folder.appending(path: "..2026_12_02_v1"))
            }
        } else {
            let target = try write(Self.light, to: "real.tokens.json", in: folder)
            try files.createSymbolicLink(atPath: link.path, withDestinationPath: "real.tokens.json")
            change = {
                let handle = try FileHandle(forWritingTo: target)
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: Data(edited.utf8))
                try handle.close()
            }
        }
        let live = try LiveTokens(contentsOf: link)
        #expect(!live.filesChanged)
        try change()
        #expect(live.filesChanged)
        await live.poll()
        #expect(try live.color("color.bg")(.light) == RGBAColor(hex: "#fafafa"))
        #expect(!live.filesChanged)
    }
}
