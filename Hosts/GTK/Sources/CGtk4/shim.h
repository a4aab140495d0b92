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

// Whether GTK's settings ask for less motion: animations turned off (gtk-enable-animations,
// every GTK 4), or, on GTK 4.22 and later, the system's reduced-motion preference
// (gtk-interface-reduced-motion). The 4.22 property is read only where the headers have it, so
// a build against an older GTK never names it. g_object_get is variadic, which Swift cannot call.
static inline int refreshkit_settings_prefer_reduced_motion(GtkSettings *settings) {
  gboolean animations = TRUE;
  g_object_get(settings, "gtk-enable-animations", &animations, NULL);
  if (!animations) return 1;
#if GTK_CHECK_VERSION(4, 22, 0)
  GtkReducedMotion reduced = GTK_REDUCED_MOTION_NO_PREFERENCE;
  g_object_get(settings, "gtk-interface-reduced-motion", &reduced, NULL);
  if (reduced == GTK_REDUCED_MOTION_REDUCE) return 1;
#endif
  return 0;
}

// Whether this GTK has the 4.22 reduced-motion setting (compiled in above).
static inline int refreshkit_has_reduced_motion_setting(void) {
#if GTK_CHECK_VERSION(4, 22, 0)
  return 1;
#else
  return 0;
#endif
}
