// twilight-web-demo needs what the `WebDemo` trait brings in; without it, a build that
// includes twilight-web-demo stops here with the line to write instead of failing on a missing module.
#if !WebDemo
#error(
    """
    twilight-web-demo is built with the package trait \"WebDemo\":
    swift run --traits WebDemo twilight-web-demo
    """
)
#endif
