// opencv_tapi.cpp: OpenCV transparent-API operations on cv::UMat, timed on
// the OpenCL device OpenCV picks (run it once per ICD: OCL_ICD_VENDORS; and
// OPENCV_OPENCL_DEVICE=:CPU: for lavapipe and PoCL), for issue 15's
// application table (docs/benchmarks.md). C++ because OpenCV 4 offers no C
// API; core and imgproc only, so that it travels to the GPU machine of the
// device tool with two libraries, not python3-opencv's dozens.
//
// Each operation runs on 1920x1080 images: the median of RUNS (default 20)
// runs after 3 warm-up runs, each ending in cv::ocl::finish(). OpenCV falls
// back to its CPU code without a word where a kernel does not build or the
// device is not to its liking, which would time the CPU: each operation's
// warm-up must add a program to OpenCV's program cache (a directory of this
// run's own), else its line says "no OpenCL program". Prints "<op> <ms>".
#include <opencv2/core.hpp>
#include <opencv2/core/ocl.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace fs = std::filesystem;

static uintmax_t cache_bytes(const fs::path &dir) {
  uintmax_t n = 0;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->is_regular_file(ec)) n += it->file_size(ec);
  return n;
}

int main() {
  // OpenCV reads its cache settings when it first opens OpenCL.
  char tmpl[] = "/tmp/opencv_tapi_XXXXXX";
  if (!mkdtemp(tmpl)) {
    std::perror("mkdtemp");
    return 1;
  }
  const fs::path cache = tmpl;
  setenv("OPENCV_OPENCL_CACHE_ENABLE", "1", 1);
  setenv("OPENCV_OPENCL_CACHE_DIR", tmpl, 1);
  const char *runs_env = std::getenv("RUNS");
  const int runs = runs_env && std::atoi(runs_env) > 0 ? std::atoi(runs_env) : 20;

  if (!cv::ocl::haveOpenCL()) {
    std::fprintf(stderr, "no OpenCL in this OpenCV\n");
    return 1;
  }
  cv::ocl::setUseOpenCL(true);
  const cv::ocl::Device &dev = cv::ocl::Device::getDefault();
  std::printf("device %s | %s | %s\n", dev.name().c_str(), dev.vendorName().c_str(), dev.version().c_str());

  cv::RNG rng(1);
  cv::Mat h8a(1080, 1920, CV_8UC1), h8b(1080, 1920, CV_8UC1), h3(1080, 1920, CV_8UC3), hf(1080, 1920, CV_32FC1);
  rng.fill(h8a, cv::RNG::UNIFORM, 0, 256);
  rng.fill(h8b, cv::RNG::UNIFORM, 0, 256);
  rng.fill(h3, cv::RNG::UNIFORM, 0, 256);
  rng.fill(hf, cv::RNG::UNIFORM, 0.0f, 1.0f);
  cv::UMat a8 = h8a.getUMat(cv::ACCESS_READ).clone(), b8 = h8b.getUMat(cv::ACCESS_READ).clone();
  cv::UMat c3 = h3.getUMat(cv::ACCESS_READ).clone(), f32 = hf.getUMat(cv::ACCESS_READ).clone();
  cv::UMat out;
  double minv, maxv;
  cv::Point minl, maxl;

  const std::vector<std::pair<const char *, std::function<void()>>> ops = {
      {"add_u8", [&] { cv::add(a8, b8, out); }},
      {"absdiff_u8", [&] { cv::absdiff(a8, b8, out); }},
      {"multiply_f32", [&] { cv::multiply(f32, f32, out); }},
      {"cvtColor_bgr2gray", [&] { cv::cvtColor(c3, out, cv::COLOR_BGR2GRAY); }},
      {"GaussianBlur_5x5_u8", [&] { cv::GaussianBlur(a8, out, cv::Size(5, 5), 1.5); }},
      {"resize_half_linear", [&] { cv::resize(c3, out, cv::Size(960, 540), 0, 0, cv::INTER_LINEAR); }},
      {"flip_u8", [&] { cv::flip(a8, out, 1); }},
      {"threshold_u8", [&] { cv::threshold(a8, out, 128, 255, cv::THRESH_BINARY); }},
      {"sum_f32", [&] { (void)cv::sum(f32); }},
      {"minMaxLoc_u8", [&] { cv::minMaxLoc(a8, &minv, &maxv, &minl, &maxl); }},
  };
  for (const auto &op : ops) {
    const uintmax_t before = cache_bytes(cache);
    for (int i = 0; i < 3; i++) op.second();
    cv::ocl::finish();
    const char *note = cache_bytes(cache) > before ? "" : " no OpenCL program";
    std::vector<double> t;
    for (int i = 0; i < runs; i++) {
      auto t0 = std::chrono::steady_clock::now();
      op.second();
      cv::ocl::finish();
      t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    std::sort(t.begin(), t.end());
    std::printf("%s %.3f%s\n", op.first, t[t.size() / 2], note);
  }
  std::error_code ec;
  fs::remove_all(cache, ec);
  return 0;
}
