import SwiftUI
import Twilight
import TwilightApple
import TwilightColor

/// The reference app: the person's Light / Dark / System choice is kept under the reference
/// app's own key and values (`dark_mode`: `Light`, `Dark`, `System`), so a user of the UIKit
/// version keeps their choice, and every window follows it with a 0.3 s cross-dissolve.
@main
struct ReferenceApp: App {
    @MainActor static let manager = ThemeManager(store: UserDefaultsPreferenceStore.referenceApp())

    var body: some Scene {
        WindowGroup {
            MainScreen().themed(by: Self.manager)
        }
    }
}

/// The app's colours, resolved from the view tree.
enum Palette {
    static let accent = ThemeColor(light: RGBAColor(red: 0.19, green: 0.31, blue: 0.82), dark: RGBAColor(red: 0.56, green: 0.64, blue: 1))
    static let card = ThemeColor(light: RGBAColor(red: 0.95, green: 0.95, blue: 0.97), dark: RGBAColor(red: 0.16, green: 0.16, blue: 0.18))
}

/// The main screen: what the appearance is now, and the way to Settings.
struct MainScreen: View {
    @Environment(\.themeManager) private var environmentManager
    @MainActor private var manager: ThemeManager { environmentManager ?? .shared }

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text(AppearanceChoice.summary(of: manager.preference, style: manager.style))
                    .font(.title2)
                    .foregroundStyle(Palette.accent)
                    .padding()
                    .background(Palette.card, in: RoundedRectangle(cornerRadius: 12))
                NavigationLink("Settings") { SettingsScreen() }
            }
            .navigationTitle("Twilight")
        }
    }
}

/// Settings: Light, Dark and System, the chosen one checked.
struct SettingsScreen: View {
    @Environment(\.themeManager) private var environmentManager
    @MainActor private var manager: ThemeManager { environmentManager ?? .shared }

    var body: some View {
        List(AppearanceChoice.allCases, id: \.self) { choice in
            Button {
                manager.preference = choice.preference
            } label: {
                HStack {
                    Text(choice.title)
                    Spacer()
                    if choice.preference == manager.preference {
                        Image(systemName: "checkmark").foregroundStyle(Palette.accent)
                    }
                }
            }
        }
        .navigationTitle("Appearance")
    }
}
