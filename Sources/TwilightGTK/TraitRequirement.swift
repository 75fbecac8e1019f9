// TwilightGTK needs what the `GTK` trait brings in; without it, a build that
// includes TwilightGTK stops here with the line to write instead of failing on a missing module.
#if !GTK
#error(
    """
    TwilightGTK is built only with Twilight's package trait \"GTK\" (needs libgtk-4-dev and libadwaita-1-dev).
    Depend on Twilight with .package(url: \"https://github.com/twilight-swift/twilight\", from: \"0.1.0\", traits: [\"GTK\"]);
    in Twilight's own folder, build with --traits GTK.
    """
)
#endif
