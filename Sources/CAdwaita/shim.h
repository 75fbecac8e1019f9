// GTK 4 and libadwaita for TwilightGTK, with the few helpers Swift cannot express:
// macros, variadic functions and APIs that changed between versions.
#pragma once
#include <gtk/gtk.h>
#include <adwaita.h>
#include <glib-unix.h>
#include <sys/syscall.h>
#include <unistd.h>

/// Loads CSS into a provider: `load_from_data` before GTK 4.12, `load_from_string` after
/// (where `load_from_data` is deprecated).
static inline void twilight_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/// `g_signal_connect_data` for a handler taking (instance, user data).
static inline gulong twilight_connect_plain(gpointer instance, const char *signal,
                                            void (*handler)(gpointer, gpointer),
                                            gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// `g_signal_connect_data` for a handler taking (instance, one pointer argument, user data),
/// such as `notify::…` (a GParamSpec) or `row-activated` (the row).
static inline gulong twilight_connect_pointer(gpointer instance, const char *signal,
                                              void (*handler)(gpointer, gpointer, gpointer),
                                              gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

/// Whether `instance` is still a live GObject (its class pointer is intact).
static inline gboolean twilight_is_object(gpointer instance) {
    return G_IS_OBJECT(instance);
}

/// The GType checks Swift cannot call as macros.
static inline gboolean twilight_is_widget(gpointer instance) { return GTK_IS_WIDGET(instance); }

/// Emits a signal that takes no arguments and returns nothing (`g_signal_emit_by_name` is
/// variadic, which Swift cannot call).
static inline void twilight_emit_signal(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

/// Whether the caller runs on the process's main thread (on Linux its thread id is the
/// process id; `gettid` is not exported to Swift).
static inline gboolean twilight_is_main_thread(void) {
    return getpid() == (pid_t)syscall(SYS_gettid);
}

/// A button showing a colour that opens a colour chooser: GtkColorButton, as Debian 12's
/// GTK 4.8 has it (GtkColorDialogButton, its successor, came in 4.10, which deprecates
/// this one: the warnings are silenced here, where the choice is made).
static inline GtkWidget *twilight_color_button_new(void) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_color_button_new();
    G_GNUC_END_IGNORE_DEPRECATIONS
}

/// The colour a colour button shows.
static inline GdkRGBA twilight_color_button_get(GtkWidget *button) {
    GdkRGBA rgba;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_color_chooser_get_rgba(GTK_COLOR_CHOOSER(button), &rgba);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return rgba;
}

/// Shows `rgba` on a colour button.
static inline void twilight_color_button_set(GtkWidget *button, GdkRGBA rgba) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_color_chooser_set_rgba(GTK_COLOR_CHOOSER(button), &rgba);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
