// See include/lazyscroll_xi2.h. XInput 2 protocol: XI2proto.txt (xorgproto); the classes and
// events: X11/extensions/XInput2.h, XI2.h.
#include "lazyscroll_xi2.h"
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/extensions/XInput2.h>
#include <stdlib.h>
#include <string.h>

int lsx_sdl_x11_window(void *sdl_window, void **display, unsigned long *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    *display = info.info.x11.display;
    *window = (unsigned long)info.info.x11.window;
    return 1;
}

static int trapped_error = 0;
static int negotiated_minor = 0;
static int pinches_selected = 0;
static int ignore_errors(Display *dpy, XErrorEvent *error) { (void)dpy; (void)error; trapped_error = 1; return 0; }

int lsx_xi2_opcode(void *display) {
    int opcode, event, error;
    if (!XQueryExtension((Display *)display, "XInputExtension", &opcode, &event, &error)) return -1;
    // Smooth scrolling (XIScrollClass) is XI 2.1. SDL already announced 2.2 on this connection,
    // and asking for a lower version after a higher one is a BadValue error (fatal under Xlib's
    // default handler). A client that announced 2.2 or later may announce a higher one: the
    // server keeps the highest (xserver Xi/xiqueryversion.c). Ask for 2.4 (touchpad pinches),
    // with errors trapped; the server answers with what it has.
    int major = 2, minor = 4;
    XSync((Display *)display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_errors);
    Status status = XIQueryVersion((Display *)display, &major, &minor);
    XSync((Display *)display, False);
    XSetErrorHandler(previous);
    if (status != Success || trapped_error) { trapped_error = 0; return -1; }
    if (major < 2 || (major == 2 && minor < 1)) return -1;
    negotiated_minor = major > 2 ? 99 : minor;
    return opcode;
}

int lsx_xi2_minor(void) { return negotiated_minor; }

/// ORs `events` into what this client already selected on `window` for `deviceid`.
static int select_merged(Display *dpy, Window window, int deviceid, const int *events, int count) {
    unsigned char bits[XIMaskLen(XI_LASTEVENT)];
    memset(bits, 0, sizeof bits);
    int n = 0;
    XIEventMask *current = XIGetSelectedEvents(dpy, window, &n);
    for (int i = 0; current && i < n; i++) {
        if (current[i].deviceid != deviceid) continue;
        int len = current[i].mask_len < (int)sizeof bits ? current[i].mask_len : (int)sizeof bits;
        memcpy(bits, current[i].mask, (size_t)len);
    }
    if (current) XFree(current);
    for (int i = 0; i < count; i++) XISetMask(bits, events[i]);
    XIEventMask mask = { .deviceid = deviceid, .mask_len = sizeof bits, .mask = bits };
    return XISelectEvents(dpy, window, &mask, 1) == Success;
}

int lsx_xi2_select(void *display, unsigned long window) {
    Display *dpy = (Display *)display;
    const int onWindow[] = { XI_Motion, XI_DeviceChanged };
    const int onRoot[] = { XI_HierarchyChanged };
    int ok = select_merged(dpy, (Window)window, XIAllMasterDevices, onWindow, 2)
          && select_merged(dpy, DefaultRootWindow(dpy), XIAllDevices, onRoot, 1);
    XFlush(dpy);
    if (ok && negotiated_minor >= 4) {
        // The pinch events (XI 2.4; a lower version answers BadValue, and a window where
        // another client selected them BadAccess): trapped, so a refusal only means no pinches.
        const int pinches[] = { XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd };
        XSync(dpy, False);
        int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_errors);
        trapped_error = 0;
        select_merged(dpy, (Window)window, XIAllMasterDevices, pinches, 3);
        XSync(dpy, False);
        XSetErrorHandler(previous);
        pinches_selected = !trapped_error;
        trapped_error = 0;
    }
    return ok;
}

int lsx_xi2_pinches_selected(void) { return pinches_selected; }

/// Whether `deviceid` has property `name` (and, with `bytes`, its first three 8-bit values).
static int has_property(Display *dpy, int deviceid, const char *name, unsigned char bytes[3]) {
    Atom atom = XInternAtom(dpy, name, True);
    if (atom == None) return 0;
    Atom type; int format; unsigned long items, after; unsigned char *data = NULL;
    if (XIGetProperty(dpy, deviceid, atom, 0, 3, False, AnyPropertyType, &type, &format, &items, &after, &data) != Success) return 0;
    int found = type != None;
    if (found && bytes && format == 8) for (unsigned long i = 0; i < items && i < 3; i++) bytes[i] = data[i];
    if (data) XFree(data);
    return found;
}

static int device_info(Display *dpy, int deviceid, lsx_scroll_class *classes, int *is_touchpad);

int lsx_xi2_device(void *display, int deviceid, lsx_scroll_class *classes, int *is_touchpad) {
    // A device unplugged between listing and querying answers BadDevice, which Xlib's default
    // handler turns into exit(): trap errors for the duration and report the device as gone.
    Display *dpy = (Display *)display;
    XSync(dpy, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_errors);
    trapped_error = 0;
    int count = device_info(dpy, deviceid, classes, is_touchpad);
    XSync(dpy, False);
    XSetErrorHandler(previous);
    if (trapped_error) { trapped_error = 0; return -1; }
    return count;
}

static int device_info(Display *dpy, int deviceid, lsx_scroll_class *classes, int *is_touchpad) {
    int n = 0;
    XIDeviceInfo *info = XIQueryDevice(dpy, deviceid, &n);
    if (!info || n < 1) { if (info) XIFreeDeviceInfo(info); return -1; }
    int count = 0;
    for (int i = 0; i < info[0].num_classes && count < LSX_MAX_CLASSES; i++) {
        XIAnyClassInfo *any = info[0].classes[i];
        if (any->type != XIScrollClass) continue;
        XIScrollClassInfo *scroll = (XIScrollClassInfo *)any;
        lsx_scroll_class c = { .number = scroll->number, .vertical = scroll->scroll_type == XIScrollTypeVertical,
                               .increment = scroll->increment, .value = 0 };
        for (int j = 0; j < info[0].num_classes; j++) {
            XIAnyClassInfo *other = info[0].classes[j];
            if (other->type == XIValuatorClass && ((XIValuatorClassInfo *)other)->number == scroll->number) {
                c.value = ((XIValuatorClassInfo *)other)->value;
            }
        }
        classes[count++] = c;
    }
    XIFreeDeviceInfo(info);
    unsigned char method[3] = {0, 0, 0};
    *is_touchpad = has_property(dpy, deviceid, "libinput Tapping Enabled", NULL)
                || has_property(dpy, deviceid, "Synaptics Off", NULL)
                || (has_property(dpy, deviceid, "libinput Scroll Method Enabled", method) && (method[0] || method[1]));
    return count;
}

int lsx_xi2_slave_pointers(void *display, int *ids, int max) {
    int n = 0, count = 0;
    XIDeviceInfo *info = XIQueryDevice((Display *)display, XIAllDevices, &n);
    for (int i = 0; info && i < n && count < max; i++) {
        if (info[i].use == XISlavePointer) ids[count++] = info[i].deviceid;
    }
    if (info) XIFreeDeviceInfo(info);
    return count;
}

int lsx_xi2_read_syswm(const void *sdl_syswm_msg, int opcode, lsx_xi2_event *out) {
    const SDL_SysWMmsg *msg = (const SDL_SysWMmsg *)sdl_syswm_msg;
    if (!msg || msg->subsystem != SDL_SYSWM_X11) return 0;
    const XGenericEventCookie *cookie = &msg->msg.x11.event.xcookie;
    if (cookie->type != GenericEvent || cookie->extension != opcode || !cookie->data) return 0;
    memset(out, 0, sizeof *out);
    switch (cookie->evtype) {
    case XI_Motion: {
        const XIDeviceEvent *e = (const XIDeviceEvent *)cookie->data;
        out->kind = 1;
        out->deviceid = e->deviceid; out->sourceid = e->sourceid; out->time = (uint32_t)e->time;
        out->x = e->event_x; out->y = e->event_y;
        out->emulated = (e->flags & XIPointerEmulated) != 0;
        out->button1 = e->buttons.mask_len > 0 && XIMaskIsSet(e->buttons.mask, 1);
        out->shift = (e->mods.effective & ShiftMask) != 0;
        out->control = (e->mods.effective & ControlMask) != 0;
        const double *value = e->valuators.values;
        for (int i = 0; i < e->valuators.mask_len * 8; i++) {
            if (!XIMaskIsSet(e->valuators.mask, i)) continue;
            if (out->valuator_count < LSX_MAX_VALUATORS) {
                out->numbers[out->valuator_count] = i;
                out->values[out->valuator_count] = *value;
                out->valuator_count++;
            }
            value++;
        }
        return 1;
    }
    case XI_DeviceChanged: {
        const XIDeviceChangedEvent *e = (const XIDeviceChangedEvent *)cookie->data;
        out->kind = 2;
        out->deviceid = e->deviceid; out->sourceid = e->sourceid; out->time = (uint32_t)e->time;
        out->reason = e->reason;
        return 1;
    }
    case XI_GesturePinchBegin:
    case XI_GesturePinchUpdate:
    case XI_GesturePinchEnd: {
        const XIGesturePinchEvent *e = (const XIGesturePinchEvent *)cookie->data;
        out->kind = cookie->evtype == XI_GesturePinchBegin ? 4 : cookie->evtype == XI_GesturePinchUpdate ? 5 : 6;
        out->deviceid = e->deviceid; out->sourceid = e->sourceid; out->time = (uint32_t)e->time;
        out->x = e->event_x; out->y = e->event_y;
        out->scale = e->scale;
        out->angle_delta = e->delta_angle;
        out->cancelled = (e->flags & XIGesturePinchEventCancelled) != 0;
        out->shift = (e->mods.effective & ShiftMask) != 0;
        out->control = (e->mods.effective & ControlMask) != 0;
        return 1;
    }
    case XI_HierarchyChanged: {
        const XIHierarchyEvent *e = (const XIHierarchyEvent *)cookie->data;
        out->kind = 3;
        out->time = (uint32_t)e->time;
        return 1;
    }
    default:
        return 1;
    }
}
