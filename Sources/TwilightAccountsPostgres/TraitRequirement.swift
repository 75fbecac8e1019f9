// TwilightAccountsPostgres needs what the `PostgreSQL` trait brings in; without it, a build that
// includes TwilightAccountsPostgres stops here with the line to write instead of failing on a missing module.
#if !PostgreSQL
#error(
    """
    TwilightAccountsPostgres is built only with Twilight's package trait \"PostgreSQL\".
    Depend on Twilight with .package(url: \"https://github.com/twilight-swift/twilight\", from: \"0.1.0\", traits: [\"PostgreSQL\"]);
    in Twilight's own folder, build with --traits PostgreSQL.
    """
)
#endif
