#ifndef LAZYSCROLL_HTTP_H
#define LAZYSCROLL_HTTP_H

#include <stddef.h>

/// What `lazyscroll_http_get` found.
typedef enum {
    /// The transfer finished; `status` holds the HTTP status (the body may be an error page).
    LAZYSCROLL_HTTP_DONE = 0,
    /// libcurl (`libcurl.so.4`) could not be loaded: no HTTP on this machine.
    LAZYSCROLL_HTTP_NO_LIBRARY = 1,
    /// The transfer failed (no connection, DNS, TLS, timeout, too large): `error` says why.
    LAZYSCROLL_HTTP_FAILED = 2,
    /// `lazyscroll_http_cancel` stopped it.
    LAZYSCROLL_HTTP_CANCELLED = 3,
} lazyscroll_http_result;

/// A flag another thread sets to stop a transfer (an atomic inside).
typedef struct lazyscroll_http_token lazyscroll_http_token;
lazyscroll_http_token *lazyscroll_http_token_new(void);
/// Stops the transfer given `token` at its next progress callback (within about a second
/// however slow the server). Safe from any thread, before, during or after the transfer.
void lazyscroll_http_cancel(lazyscroll_http_token *token);
void lazyscroll_http_token_free(lazyscroll_http_token *token);

/// GETs `url` (http or https, following redirects) with libcurl, loaded at the first call with
/// `dlopen`, so that no executable links it or loads it before it fetches anything. Blocks the
/// calling thread for up to `timeout_ms`. At most `max_bytes` of body are kept (more fails).
/// On `LAZYSCROLL_HTTP_DONE`, `*body` is a `malloc`ed buffer of `*length` bytes that the
/// caller frees with `free`; `*status` is the response's status code. On failure, `error`
/// (capacity `error_capacity`) holds a message. `token` (may be NULL) cancels it.
lazyscroll_http_result lazyscroll_http_get(const char *url, lazyscroll_http_token *token, long timeout_ms, size_t max_bytes,
                                           unsigned char **body, size_t *length, long *status,
                                           char *error, size_t error_capacity);

#endif
