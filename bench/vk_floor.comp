// vk_floor.comp: an empty compute shader, the work of bench/vk_floor.c's
// dispatches (the same nothing as bench_peers' empty OpenCL kernel).
#version 450
layout(local_size_x = 1) in;
void main() {}
