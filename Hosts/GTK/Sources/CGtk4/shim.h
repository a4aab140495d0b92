#include <gtk/gtk.h>
#include <glib-unix.h>

// libdispatch's hooks for foreign run loops (what CoreFoundation's run loop uses on Linux):
// the main queue's wake-up file descriptor, and the call that drains the main queue.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

// A widget's CSS foreground colour, without a deprecated call on any GTK 4: GTK 4.10 added
// gtk_widget_get_color and deprecated the style context's getter, which 4.8 (the oldest GTK
// the host supports) only has. Chosen when the headers are compiled, so the build is free of
// deprecation warnings against either.
static inline void refreshkit_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_widget_get_color(widget, color);
#else
  gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}
