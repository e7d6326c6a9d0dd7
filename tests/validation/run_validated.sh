#!/bin/sh
# run_validated.sh EXE CASE: runs one of Shoal's own test cases with the
# Khronos Vulkan validation layer (VK_LAYER_KHRONOS_validation), core and
# synchronization validation on, its messages logged to a file of this
# case's own. The case fails if the test fails, if the layer reported any
# error, or if the layer was not loaded at all (then nothing was judged).
# Exit 77 (ctest's skip) only where the test itself skipped cleanly.
exe="$1" name="$2"
dir="$(mktemp -d)" || exit 1
log="$dir/validation.log" out="$dir/out.txt"
cat >"$dir/vk_layer_settings.txt" <<SETTINGS
khronos_validation.report_flags = error,warn
khronos_validation.debug_action = VK_DBG_LAYER_ACTION_LOG_MSG
khronos_validation.log_filename = $log
khronos_validation.enables = VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT
SETTINGS
# The 1.3 loader takes VK_INSTANCE_LAYERS, newer ones also
# VK_LOADER_LAYERS_ENABLE; the layer reads its settings from
# VK_LAYER_SETTINGS_PATH. VK_LOADER_DEBUG=layer makes the loader say which
# layers it inserted, the proof that the layer ran.
VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation \
VK_LOADER_LAYERS_ENABLE='*validation' \
VK_LAYER_SETTINGS_PATH="$dir" \
VK_LOADER_DEBUG=layer \
  "$exe" "$name" >"$out" 2>&1
rc=$?
grep -v -E '^([A-Z]+ \| )?LAYER:|^ *$' "$out"
if [ "$rc" = 0 ] || [ "$rc" = 77 ]; then
  if ! grep -q 'Insert instance layer "VK_LAYER_KHRONOS_validation"' "$out"; then
    echo "run_validated.sh: the Vulkan loader did not insert VK_LAYER_KHRONOS_validation (is vulkan-validationlayers installed?)"
    rc=1
  fi
fi
if [ -s "$log" ] && grep -q "Validation Error" "$log"; then
  echo "run_validated.sh: the Vulkan validation layer reported errors:"
  grep -A4 "Validation Error" "$log" | head -80
  rc=1
elif [ -s "$log" ]; then
  echo "run_validated.sh: validation layer warnings (not failing the case):"
  head -40 "$log"
fi
rm -rf "$dir"
exit "$rc"
