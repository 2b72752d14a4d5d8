#ifndef LAZYSCROLL_XI2_H
#define LAZYSCROLL_XI2_H
// A small C shim over Xlib and XInput 2.1 (Debian: libx11-dev, libxi-dev) for the window's
// smooth-scroll reader in AppHost (X11SmoothScroll.swift), and XInput 2.4's touchpad pinches
// (X11Pinch.swift). Swift sees only plain C types here;
// Xlib's unions, macros and cookies stay in xi2.c.
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One XIScrollClass of a device, with its valuator's current value.
typedef struct {
    int number;          ///< the valuator's index
    int vertical;        ///< 1: XIScrollTypeVertical, 0: horizontal
    double increment;    ///< valuator units per emulated wheel click (sign = direction)
    double value;        ///< the valuator's current value (XIValuatorClassInfo.value)
} lsx_scroll_class;

enum { LSX_MAX_CLASSES = 8, LSX_MAX_VALUATORS = 16 };

/// What the shim reads from one XI2 event (a GenericEvent cookie whose data SDL fetched).
typedef struct {
    int kind;            ///< 0: other, 1: XI_Motion, 2: XI_DeviceChanged, 3: XI_HierarchyChanged,
                         ///< 4: XI_GesturePinchBegin, 5: XI_GesturePinchUpdate, 6: XI_GesturePinchEnd
    int deviceid;        ///< the master (or the device that changed)
    int sourceid;        ///< the slave device that caused it
    uint32_t time;       ///< X server milliseconds
    double x, y;         ///< event_x / event_y, window pixels (XI_Motion)
    int emulated;        ///< XIPointerEmulated flag (XI_Motion)
    int button1;         ///< button 1 held (XI_Motion's button mask)
    int shift;           ///< Shift held (XI_Motion's effective modifiers)
    int control;         ///< Ctrl held (likewise)
    double scale;        ///< pinch: the scale since the pinch began (libinput's absolute scale)
    double angle_delta;  ///< pinch: degrees turned since the previous event, clockwise positive
    int cancelled;       ///< pinch end: XIGesturePinchEventCancelled
    int reason;          ///< XI_DeviceChanged: 1 XISlaveSwitch, 2 XIDeviceChange
    int valuator_count;  ///< XI_Motion: valuators set in this event
    int numbers[LSX_MAX_VALUATORS];
    double values[LSX_MAX_VALUATORS];
} lsx_xi2_event;

/// The X display and window of an SDL window, when SDL runs on X11. Returns 1 on success.
int lsx_sdl_x11_window(void *sdl_window, void **display, unsigned long *window);

/// XInput 2.1 or later present: returns the extension's major opcode, or -1. Announces 2.4
/// when the server has it (touchpad pinches; the server keeps a client's highest version once
/// it announced 2.2, as SDL has), else what it has.
int lsx_xi2_opcode(void *display);

/// The XInput minor version the server answered (after `lsx_xi2_opcode`): 4 or more reads pinches.
int lsx_xi2_minor(void);

/// Whether `lsx_xi2_select` selected the pinch events (XI 2.4, and the server accepted them).
int lsx_xi2_pinches_selected(void);

/// Selects XI_Motion and XI_DeviceChanged (and, with XI 2.4, the pinch gesture events) on
/// `window` for all master devices and
/// XI_HierarchyChanged on the root for all devices, keeping whatever else was selected there
/// (SDL selects its own XI2 events). Returns 1 on success.
int lsx_xi2_select(void *display, unsigned long window);

/// The scroll classes of device `deviceid` (up to LSX_MAX_CLASSES) and whether it is a touchpad
/// (GTK's test: libinput's "libinput Tapping Enabled" or "Synaptics Off" exists, or libinput's
/// "libinput Scroll Method Enabled" has two-finger or edge on). Returns the count, -1 on error.
int lsx_xi2_device(void *display, int deviceid, lsx_scroll_class *classes, int *is_touchpad);

/// The slave pointer devices (up to `max` ids). Returns the count.
int lsx_xi2_slave_pointers(void *display, int *ids, int max);

/// Reads an X event delivered as SDL's SDL_SysWMmsg (`sdl_syswm_msg`). Returns 1 when it is an
/// XI2 event of `opcode` with data, filling `out`.
int lsx_xi2_read_syswm(const void *sdl_syswm_msg, int opcode, lsx_xi2_event *out);

#ifdef __cplusplus
}
#endif
#endif
