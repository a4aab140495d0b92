// Times ThorVG and rlottie on one Lottie file through their C APIs, the way
// refreshkit-gtk-lottie-render --speed times RefreshKit: every whole frame from ip to op, fitted
// into W×H (aspect fit, centred), drawn into a premultiplied ARGB32 buffer (Cairo's layout:
// ThorVG's ARGB8888, rlottie's only format), best of N runs; and the parse, best of N.
//
//   players THORVG.so RLOTTIE.so FILE.json W H RUNS
//
// Prints one line per player: "thorvg ms_per_frame=… parse_us=… frames=…", likewise rlottie.
// The libraries are the ones the pinned PyPI wheels ship (thorvg-python, rlottie-python); their
// functions are declared here (the wheels carry no headers) and loaded with dlopen.
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void *need(void *library, const char *name) {
  void *symbol = dlsym(library, name);
  if (!symbol) {
    fprintf(stderr, "players: %s missing\n", name);
    exit(1);
  }
  return symbol;
}

// Pixels with any coverage: says the player drew something.
static int drawn(const uint32_t *buffer, int count) {
  int total = 0;
  for (int index = 0; index < count; index++) total += buffer[index] != 0;
  return total;
}

static char *read_file(const char *path, long *length) {
  FILE *file = fopen(path, "rb");
  if (!file) return NULL;
  fseek(file, 0, SEEK_END);
  *length = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *data = malloc(*length + 1);
  if (fread(data, 1, *length, file) != (size_t)*length) {
    fclose(file);
    free(data);
    return NULL;
  }
  data[*length] = 0;
  fclose(file);
  return data;
}

// ThorVG 1.x's C API (thorvg_capi.h).
typedef int (*tvg_engine_init_t)(unsigned);
typedef void *(*tvg_swcanvas_create_t)(uint8_t);
typedef int (*tvg_swcanvas_set_target_t)(void *, uint32_t *, uint32_t, uint32_t, uint32_t,
                                         uint8_t);
typedef void *(*tvg_lottie_animation_new_t)(void);
typedef void *(*tvg_animation_get_picture_t)(void *);
typedef int (*tvg_picture_load_data_t)(void *, const char *, uint32_t, const char *,
                                       const char *, uint8_t);
typedef int (*tvg_picture_get_size_t)(void *, float *, float *);
typedef int (*tvg_picture_set_size_t)(void *, float, float);
typedef int (*tvg_paint_translate_t)(void *, float, float);
typedef int (*tvg_canvas_add_t)(void *, void *);
typedef int (*tvg_canvas_remove_t)(void *, void *);
typedef int (*tvg_animation_set_frame_t)(void *, float);
typedef int (*tvg_animation_get_total_frame_t)(void *, float *);
typedef int (*tvg_canvas_update_t)(void *);
typedef int (*tvg_canvas_draw_t)(void *, uint8_t);
typedef int (*tvg_canvas_sync_t)(void *);
typedef int (*tvg_animation_del_t)(void *);

// rlottie's C API (rlottie_capi.h).
typedef void *(*lottie_from_data_t)(const char *, const char *, const char *);
typedef void (*lottie_destroy_t)(void *);
typedef size_t (*lottie_totalframe_t)(void *);
typedef void (*lottie_size_t)(void *, size_t *, size_t *);
typedef void (*lottie_render_t)(void *, size_t, uint32_t *, size_t, size_t, size_t);
typedef void (*lottie_cache_t)(size_t);

int main(int argc, char **argv) {
  if (argc != 7) {
    fprintf(stderr, "usage: players THORVG.so RLOTTIE.so FILE.json W H RUNS\n");
    return 2;
  }
  int width = atoi(argv[4]), height = atoi(argv[5]), runs = atoi(argv[6]);
  long length = 0;
  char *json = read_file(argv[3], &length);
  if (!json || width <= 0 || height <= 0 || runs <= 0) {
    fprintf(stderr, "players: cannot read %s\n", argv[3]);
    return 1;
  }
  uint32_t *buffer = calloc((size_t)width * height, 4);

  void *tvg = dlopen(argv[1], RTLD_NOW);
  if (!tvg) {
    fprintf(stderr, "players: %s\n", dlerror());
    return 1;
  }
  ((tvg_engine_init_t)need(tvg, "tvg_engine_init"))(0);
  tvg_lottie_animation_new_t animation_new = need(tvg, "tvg_lottie_animation_new");
  tvg_animation_get_picture_t get_picture = need(tvg, "tvg_animation_get_picture");
  tvg_picture_load_data_t load_data = need(tvg, "tvg_picture_load_data");
  tvg_picture_get_size_t get_size = need(tvg, "tvg_picture_get_size");
  tvg_picture_set_size_t set_size = need(tvg, "tvg_picture_set_size");
  tvg_paint_translate_t translate = need(tvg, "tvg_paint_translate");
  tvg_canvas_add_t canvas_add = need(tvg, "tvg_canvas_add");
  tvg_canvas_remove_t canvas_remove = need(tvg, "tvg_canvas_remove");
  tvg_animation_set_frame_t set_frame = need(tvg, "tvg_animation_set_frame");
  tvg_animation_get_total_frame_t total_frame = need(tvg, "tvg_animation_get_total_frame");
  tvg_canvas_update_t update = need(tvg, "tvg_canvas_update");
  tvg_canvas_draw_t draw = need(tvg, "tvg_canvas_draw");
  tvg_canvas_sync_t sync = need(tvg, "tvg_canvas_sync");
  tvg_animation_del_t animation_del = need(tvg, "tvg_animation_del");

  // ThorVG: parse = a new animation loading the bytes (ThorVG parses on load; with no worker
  // threads it does so in the call), up to the picture's size, which waits for the parse.
  double parse = 1e300;
  void *animation = NULL;
  float picture_width = 0, picture_height = 0;
  for (int run = 0; run < runs; run++) {
    double start = now_ms();
    void *fresh = animation_new();
    void *picture = get_picture(fresh);
    if (load_data(picture, json, (uint32_t)length, "lottie", NULL, 1) != 0) {
      fprintf(stderr, "players: ThorVG cannot load %s\n", argv[3]);
      return 1;
    }
    get_size(picture, &picture_width, &picture_height);
    double elapsed = now_ms() - start;
    if (elapsed < parse) parse = elapsed;
    if (animation) animation_del(animation);
    animation = fresh;
  }
  void *canvas = ((tvg_swcanvas_create_t)need(tvg, "tvg_swcanvas_create"))(0);
  // ARGB8888 (1): premultiplied, a << 24 | r << 16 | g << 8 | b, Cairo's ARGB32.
  ((tvg_swcanvas_set_target_t)need(tvg, "tvg_swcanvas_set_target"))(
      canvas, buffer, width, width, height, 1);
  void *picture = get_picture(animation);
  float scale = width / picture_width < height / picture_height ? width / picture_width
                                                               : height / picture_height;
  set_size(picture, picture_width * scale, picture_height * scale);
  translate(picture, (width - picture_width * scale) / 2, (height - picture_height * scale) / 2);
  canvas_add(canvas, picture);
  float frames = 0;
  total_frame(animation, &frames);
  int count = (int)frames;
  double best = 1e300;
  for (int run = 0; run < runs; run++) {
    double start = now_ms();
    for (int frame = 0; frame < count; frame++) {
      set_frame(animation, (float)frame);
      update(canvas);
      draw(canvas, 1);
      sync(canvas);
    }
    double elapsed = (now_ms() - start) / (count > 0 ? count : 1);
    if (elapsed < best) best = elapsed;
  }
  // The middle frame, drawn again for the sanity count.
  set_frame(animation, (float)(count / 2));
  update(canvas);
  draw(canvas, 1);
  sync(canvas);
  printf("thorvg ms_per_frame=%.4f parse_us=%.1f frames=%d drawn_pixels=%d\n", best,
         parse * 1e3, count, drawn(buffer, width * height));
  memset(buffer, 0, (size_t)width * height * 4);
  canvas_remove(canvas, NULL);

  void *rlottie = dlopen(argv[2], RTLD_NOW);
  if (!rlottie) {
    fprintf(stderr, "players: %s\n", dlerror());
    return 1;
  }
  // No model cache: every load parses.
  ((lottie_cache_t)need(rlottie, "lottie_configure_model_cache_size"))(0);
  lottie_from_data_t from_data = need(rlottie, "lottie_animation_from_data");
  lottie_destroy_t destroy = need(rlottie, "lottie_animation_destroy");
  lottie_totalframe_t totalframe = need(rlottie, "lottie_animation_get_totalframe");
  lottie_render_t render = need(rlottie, "lottie_animation_render");
  parse = 1e300;
  void *lottie = NULL;
  for (int run = 0; run < runs; run++) {
    char key[32];
    snprintf(key, sizeof key, "run-%d", run);
    double start = now_ms();
    void *fresh = from_data(json, key, "");
    double elapsed = now_ms() - start;
    if (!fresh) {
      fprintf(stderr, "players: rlottie cannot load %s\n", argv[3]);
      return 1;
    }
    if (elapsed < parse) parse = elapsed;
    if (lottie) destroy(lottie);
    lottie = fresh;
  }
  // rlottie draws the whole canvas scaled to the buffer: give it the fitted size, at the
  // centre, as ThorVG's picture is placed.
  int fitted_width = (int)(picture_width * scale + 0.5), fitted_height = (int)(picture_height * scale + 0.5);
  if (fitted_width < 1) fitted_width = 1;
  if (fitted_height < 1) fitted_height = 1;
  uint32_t *origin = buffer + ((height - fitted_height) / 2) * width + (width - fitted_width) / 2;
  // rlottie counts op − ip + 1 frames; time the same ones as ThorVG.
  if ((int)totalframe(lottie) < count) count = (int)totalframe(lottie);
  best = 1e300;
  for (int run = 0; run < runs; run++) {
    double start = now_ms();
    for (int frame = 0; frame < count; frame++) {
      render(lottie, (size_t)frame, origin, fitted_width, fitted_height, width * 4);
    }
    double elapsed = (now_ms() - start) / (count > 0 ? count : 1);
    if (elapsed < best) best = elapsed;
  }
  render(lottie, (size_t)(count / 2), origin, fitted_width, fitted_height, width * 4);
  printf("rlottie ms_per_frame=%.4f parse_us=%.1f frames=%d drawn_pixels=%d\n", best,
         parse * 1e3, count, drawn(buffer, width * height));
  destroy(lottie);
  free(buffer);
  free(json);
  return 0;
}
