// TwilightAccountsSQLite needs what the `SQLite` trait brings in; without it, a build that
// includes TwilightAccountsSQLite stops here with the line to write instead of failing on a missing module.
#if !SQLite
#error(
    """
    TwilightAccountsSQLite is built only with Twilight's package trait \"SQLite\".
    Depend on Twilight with .package(url: \"https://github.com/twilight-swift/twilight\", from: \"0.1.0\", traits: [\"SQLite\"]);
    in Twilight's own folder, build with --traits SQLite.
    """
)
#endif
