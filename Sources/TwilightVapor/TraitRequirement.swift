// TwilightVapor needs what the `Vapor` trait brings in; without it, a build that
// includes TwilightVapor stops here with the line to write instead of failing on a missing module.
#if !Vapor
#error(
    """
    TwilightVapor is built only with Twilight's package trait \"Vapor\".
    Depend on Twilight with .package(url: \"https://github.com/twilight-swift/twilight\", from: \"0.1.0\", traits: [\"Vapor\"]);
    in Twilight's own folder, build with --traits Vapor.
    """
)
#endif
