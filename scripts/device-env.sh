# device-env.sh: sourced on the device tool's GPU machine (see docs/device.md).
# Unpacks the Debian 12 packages carried in .gl: the Vulkan loader and libglvnd
# into / (as the device README says: NVIDIA's Vulkan driver lives in
# libGLX_nvidia, which needs libglvnd's dispatch libraries), the OpenCL ICD
# loader, SPIRV-Tools, SPIRV-Cross and clinfo into /tmp/deb so they cannot
# clash with the machine's own libraries.
mkdir -p /tmp/deb
for f in .gl/*.deb; do
  case $f in
  *libvulkan1_* | *libglvnd0_* | *libgl1_* | *libglx0_* | *libegl1_* | *libopengl0_* | *libgles2_*) dpkg -x "$f" / ;;
  *) dpkg -x "$f" /tmp/deb ;;
  esac
done
ldconfig
export PATH=/tmp/deb/usr/bin:$PATH
export LD_LIBRARY_PATH=/tmp/deb/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
fi
