// HTTP GET over libcurl loaded at run time (`dlopen`): `AsyncImage` fetches http(s) URLs with
// it. Linking libcurl (or FoundationNetworking, which links it) would load it and its ~20
// dependencies in every app at launch, whether or not it shows a remote image. libcurl's easy
// interface is a stable C ABI: the option numbers below are its `curl.h` values (CURLOPTTYPE_*
// base + number), unchanged since libcurl 7.x.
#include "lazyscroll_http.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void CURL;
typedef int CURLcode;
enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_USERAGENT = 10018,
    OPT_WRITEFUNCTION = 20011, OPT_FOLLOWLOCATION = 52, OPT_NOSIGNAL = 99, OPT_MAXREDIRS = 68,
    OPT_TIMEOUT_MS = 155, OPT_ACCEPT_ENCODING = 10102, OPT_PROTOCOLS_STR = 10318, OPT_REDIR_PROTOCOLS_STR = 10319,
    OPT_PROTOCOLS = 181, OPT_REDIR_PROTOCOLS = 182, PROTO_HTTP_HTTPS = 1 | 2,
    OPT_NOPROGRESS = 43, OPT_XFERINFODATA = 10057, OPT_XFERINFOFUNCTION = 20219,
    CURLE_UNKNOWN_OPTION = 48, CURLE_ABORTED_BY_CALLBACK = 42, GLOBAL_DEFAULT = 3,
    INFO_RESPONSE_CODE = 0x200002,
    CURL_ERROR_SIZE = 256,
};

static struct {
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, int, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*global_init)(long);
    int loaded;
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    void *lib = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    curl.easy_init = (CURL *(*)(void))dlsym(lib, "curl_easy_init");
    curl.easy_setopt = (CURLcode (*)(CURL *, int, ...))dlsym(lib, "curl_easy_setopt");
    curl.easy_perform = (CURLcode (*)(CURL *))dlsym(lib, "curl_easy_perform");
    curl.easy_getinfo = (CURLcode (*)(CURL *, int, ...))dlsym(lib, "curl_easy_getinfo");
    curl.easy_cleanup = (void (*)(CURL *))dlsym(lib, "curl_easy_cleanup");
    curl.easy_strerror = (const char *(*)(CURLcode))dlsym(lib, "curl_easy_strerror");
    curl.global_init = (CURLcode (*)(long))dlsym(lib, "curl_global_init");
    curl.loaded = curl.easy_init && curl.easy_setopt && curl.easy_perform && curl.easy_getinfo
        && curl.easy_cleanup && curl.easy_strerror && curl.global_init
        // Once, before any handle: `curl_easy_init`'s lazy set-up is not thread-safe before
        // libcurl 7.84, and two images may start loading at once.
        && curl.global_init(GLOBAL_DEFAULT) == 0;
}

struct lazyscroll_http_token { atomic_int cancelled; };

lazyscroll_http_token *lazyscroll_http_token_new(void) {
    lazyscroll_http_token *token = malloc(sizeof *token);
    if (token) atomic_init(&token->cancelled, 0);
    return token;
}
void lazyscroll_http_cancel(lazyscroll_http_token *token) { if (token) atomic_store(&token->cancelled, 1); }
void lazyscroll_http_token_free(lazyscroll_http_token *token) { free(token); }

/// libcurl's progress callback (`CURLOPT_XFERINFOFUNCTION`, called about once a second while
/// idle and more often while data flows): non-zero aborts the transfer.
static int progress(void *context, long long dltotal, long long dlnow, long long ultotal, long long ulnow) {
    (void)dltotal; (void)dlnow; (void)ultotal; (void)ulnow;
    lazyscroll_http_token *token = context;
    return token && atomic_load(&token->cancelled) ? 1 : 0;
}

typedef struct {
    unsigned char *bytes;
    size_t length, capacity, limit;
} buffer;

static size_t append(char *data, size_t size, size_t count, void *context) {
    buffer *b = context;
    size_t n = size * count;
    if (n > b->limit - b->length) return 0;  // over the limit: libcurl fails the transfer
    if (b->length + n > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 16384;
        while (capacity < b->length + n) capacity *= 2;
        unsigned char *grown = realloc(b->bytes, capacity);
        if (!grown) return 0;
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, data, n);
    b->length += n;
    return n;
}

lazyscroll_http_result lazyscroll_http_get(const char *url, lazyscroll_http_token *token, long timeout_ms, size_t max_bytes,
                                           unsigned char **body, size_t *length, long *status,
                                           char *error, size_t error_capacity) {
    pthread_once(&curl_once, load_curl);
    *body = NULL; *length = 0; *status = 0;
    if (error_capacity) error[0] = 0;
    if (!curl.loaded) {
        snprintf(error, error_capacity, "libcurl.so.4 could not be loaded (install libcurl4)");
        return LAZYSCROLL_HTTP_NO_LIBRARY;
    }
    CURL *handle = curl.easy_init();
    if (!handle) { snprintf(error, error_capacity, "curl_easy_init failed"); return LAZYSCROLL_HTTP_FAILED; }
    char message[CURL_ERROR_SIZE] = {0};
    buffer b = { NULL, 0, 0, max_bytes };
    curl.easy_setopt(handle, OPT_URL, url);
    curl.easy_setopt(handle, OPT_WRITEFUNCTION, append);
    curl.easy_setopt(handle, OPT_WRITEDATA, &b);
    curl.easy_setopt(handle, OPT_ERRORBUFFER, message);
    curl.easy_setopt(handle, OPT_FOLLOWLOCATION, 1L);
    curl.easy_setopt(handle, OPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, OPT_NOSIGNAL, 1L);        // threads: no SIGALRM for DNS timeouts
    curl.easy_setopt(handle, OPT_TIMEOUT_MS, timeout_ms);
    curl.easy_setopt(handle, OPT_ACCEPT_ENCODING, "");  // every encoding libcurl decodes
    // Only the web: a redirect to `file://` or another scheme fails. The string options are
    // libcurl 7.85's; older ones take the bit masks (deprecated since).
    if (curl.easy_setopt(handle, OPT_PROTOCOLS_STR, "http,https") == CURLE_UNKNOWN_OPTION)
        curl.easy_setopt(handle, OPT_PROTOCOLS, (long)PROTO_HTTP_HTTPS);
    if (curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS_STR, "http,https") == CURLE_UNKNOWN_OPTION)
        curl.easy_setopt(handle, OPT_REDIR_PROTOCOLS, (long)PROTO_HTTP_HTTPS);
    curl.easy_setopt(handle, OPT_XFERINFOFUNCTION, progress);
    curl.easy_setopt(handle, OPT_XFERINFODATA, (void *)token);
    curl.easy_setopt(handle, OPT_NOPROGRESS, 0L);
    curl.easy_setopt(handle, OPT_USERAGENT, "LazyScroll AsyncImage (libcurl)");
    CURLcode code = curl.easy_perform(handle);
    if (code != 0) {
        snprintf(error, error_capacity, "%s", message[0] ? message : curl.easy_strerror(code));
        curl.easy_cleanup(handle);
        free(b.bytes);
        return code == CURLE_ABORTED_BY_CALLBACK ? LAZYSCROLL_HTTP_CANCELLED : LAZYSCROLL_HTTP_FAILED;
    }
    curl.easy_getinfo(handle, INFO_RESPONSE_CODE, status);
    curl.easy_cleanup(handle);
    *body = b.bytes;
    *length = b.length;
    return LAZYSCROLL_HTTP_DONE;
}
