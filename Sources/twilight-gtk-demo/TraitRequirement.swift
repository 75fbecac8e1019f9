// twilight-gtk-demo needs GTK 4 and libadwaita, which the `GTK` trait brings in.
#if !GTK
#error(
    """
    twilight-gtk-demo is built with the package trait \"GTK\" (needs libgtk-4-dev and libadwaita-1-dev):
    swift run --traits GTK twilight-gtk-demo
    """
)
#endif
