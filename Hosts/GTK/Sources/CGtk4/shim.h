#include <gtk/gtk.h>
#include <glib-unix.h>

// libdispatch's hooks for foreign run loops (what CoreFoundation's run loop uses on Linux):
// the main queue's wake-up file descriptor, and the call that drains the main queue.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);
