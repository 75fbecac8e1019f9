// TwilightHummingbird needs what the `Hummingbird` trait brings in; without it, a build that
// includes TwilightHummingbird stops here with the line to write instead of failing on a missing module.
#if !Hummingbird
#error(
    """
    TwilightHummingbird is built only with Twilight's package trait \"Hummingbird\".
    Depend on Twilight with .package(url: \"https://github.com/twilight-swift/twilight\", from: \"0.1.0\", traits: [\"Hummingbird\"]);
    in Twilight's own folder, build with --traits Hummingbird.
    """
)
#endif
