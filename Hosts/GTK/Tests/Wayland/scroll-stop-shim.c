// Preloaded into mutter 43 (Debian 12) by run.sh: gives a remote-desktop touchpad scroll its
// end, so GTK sees the fingers lift (is_stop: scroll-end, then decelerate).
//
// mutter 43 drops the "finish" flag of org.gnome.Mutter.RemoteDesktop's NotifyPointerAxis on
// its way to the native backend's scroll event (later versions pass it on). libinput marks the
// end of a finger scroll as a smooth scroll of zero on both axes; remote_input.py sends exactly
// that at a touchpad gesture's end, and this shim marks such an event finished on both axes
// just before mutter queues it. Nothing else is touched.
//
// The event's layout is private to mutter, so the field is found, not assumed: the first time,
// each int-sized slot after the event type is set to a marker and read back through
// clutter_event_get_scroll_finish_flags (then restored), and the slot that answers is used.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

typedef struct _ClutterEvent ClutterEvent;

// clutter-enums.h (mutter 43): CLUTTER_SCROLL, CLUTTER_SCROLL_SMOOTH,
// CLUTTER_SCROLL_SOURCE_FINGER, CLUTTER_SCROLL_FINISHED_HORIZONTAL | _VERTICAL.
enum { kScrollEvent = 8, kSmoothScroll = 4, kFingerSource = 2, kFinishedBoth = 3 };
// Far enough to cover a scroll event's fields in any mutter 43 build.
enum { kLargestOffset = 160 };

int clutter_event_type(const ClutterEvent *event);
int clutter_event_get_scroll_direction(const ClutterEvent *event);
int clutter_event_get_scroll_source(const ClutterEvent *event);
int clutter_event_get_scroll_finish_flags(const ClutterEvent *event);
void clutter_event_get_scroll_delta(const ClutterEvent *event, double *dx, double *dy);

static long finish_flags_offset = -1;  // -1: not looked for yet; -2: not found

static void find_finish_flags(ClutterEvent *event) {
  unsigned char *bytes = (unsigned char *)event;
  finish_flags_offset = -2;
  for (size_t offset = sizeof(int); offset + sizeof(int) <= kLargestOffset;
       offset += sizeof(int)) {
    int saved;
    memcpy(&saved, bytes + offset, sizeof saved);
    int marker = kFinishedBoth;
    memcpy(bytes + offset, &marker, sizeof marker);
    int answer = clutter_event_get_scroll_finish_flags(event);
    memcpy(bytes + offset, &saved, sizeof saved);
    if (answer == kFinishedBoth) {
      finish_flags_offset = (long)offset;
      return;
    }
  }
}

static int is_unfinished_finger_stop(const ClutterEvent *event) {
  if (clutter_event_type(event) != kScrollEvent) return 0;
  if (clutter_event_get_scroll_direction(event) != kSmoothScroll) return 0;
  if (clutter_event_get_scroll_source(event) != kFingerSource) return 0;
  if (clutter_event_get_scroll_finish_flags(event) != 0) return 0;
  double dx = 1, dy = 1;
  clutter_event_get_scroll_delta(event, &dx, &dy);
  return dx == 0 && dy == 0;
}

void _clutter_event_push(const ClutterEvent *event, int do_copy) {
  static void (*next)(const ClutterEvent *, int);
  if (!next) next = (void (*)(const ClutterEvent *, int))dlsym(RTLD_NEXT, "_clutter_event_push");
  if (event && is_unfinished_finger_stop(event)) {
    ClutterEvent *writable = (ClutterEvent *)event;
    if (finish_flags_offset == -1) find_finish_flags(writable);
    if (finish_flags_offset >= 0) {
      int finished = kFinishedBoth;
      memcpy((unsigned char *)writable + finish_flags_offset, &finished, sizeof finished);
    }
  }
  next(event, do_copy);
}
