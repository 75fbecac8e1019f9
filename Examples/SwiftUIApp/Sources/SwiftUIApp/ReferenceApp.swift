import SwiftUI
import Twilight
import TwilightApple
import TwilightColor

/// The reference app: the person's Light / Dark / System choice is kept under the reference
/// app's own key and values (`dark_mode`: `Light`, `Dark`, `System`), so a user of the UIKit
/// version keeps their choice, and every window follows it with a 0.3 s cross-dissolve.
@main
@MainActor
struct ReferenceApp: App {
    /// The person's choice, kept under `dark_mode`; which styles are dark is the reference
    /// document's answer.
    @State private var manager = ThemeManager(store: UserDefaultsPreferenceStore.referenceApp(), styles: ReferenceTokens.styles)

    var body: some Scene {
        WindowGroup {
            MainScreen().themed(by: manager)
        }
    }
}

/// The main screen: what the appearance is now, and the way to Settings.
struct MainScreen: View {
    @Environment(ThemeManager.self) private var manager

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text(AppearanceChoice.summary(of: manager.preference, style: manager.style))
                    .font(.title2)
                    .foregroundStyle(.colorAccent)
                    .padding()
                    .background(.colorSurface, in: RoundedRectangle(cornerRadius: 12))
                NavigationLink("Settings") { SettingsScreen() }
            }
            .navigationTitle("Twilight")
        }
    }
}

/// Settings: Light, Dark and System, the chosen one checked.
struct SettingsScreen: View {
    @Environment(ThemeManager.self) private var manager

    var body: some View {
        List(AppearanceChoice.allCases, id: \.self) { choice in
            Button {
                manager.preference = choice.preference
            } label: {
                HStack {
                    Text(choice.title)
                    Spacer()
                    if choice.preference == manager.preference {
                        Image(systemName: "checkmark").foregroundStyle(.colorAccent)
                    }
                }
            }
        }
        .navigationTitle("Appearance")
    }
}
