// GCC's comparison tracing (-fsanitize-coverage=trace-cmp, the fuzzer's build with GCC: the
// top-level CMakeLists.txt) also reports floating-point comparisons, through two functions
// that neither libFuzzer nor the sanitizer run times define. Part of the library in that build
// only, where they do nothing: libFuzzer learns from the integer comparisons (sizes, leading
// dimensions, strides, counts, enumerations), which decide the paths.
extern "C" {
void __sanitizer_cov_trace_cmpf(float, float) {}
void __sanitizer_cov_trace_cmpd(double, double) {}
}
