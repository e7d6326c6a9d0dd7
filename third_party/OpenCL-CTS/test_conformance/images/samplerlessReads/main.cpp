//
// Copyright (c) 2017 The Khronos Group Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//    http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
//

#include <stdio.h>
#include <string.h>
#include "../testBase.h"
#include "../harness/compat.h"
#include "../harness/fpcontrol.h"

#if defined(__PPC__)
// Global varaiable used to hold the FPU control register state. The FPSCR register can not
// be used because not all Power implementations retain or observed the NI (non-IEEE
// mode) bit.
__thread fpu_control_t fpu_control = 0;
#endif

extern int test_image_set(cl_device_id device, cl_context context,
                          cl_command_queue queue, cl_mem_object_type imageType,
                          const image_test_context_t &ctx);

static image_test_context_t ctx;

REGISTER_TEST(1D)
{
    return test_image_set(device, context, queue, CL_MEM_OBJECT_IMAGE1D, ctx);
}
REGISTER_TEST(1Dbuffer)
{
    return test_image_set(device, context, queue, CL_MEM_OBJECT_IMAGE1D_BUFFER,
                          ctx);
}
REGISTER_TEST(2D)
{
    return test_image_set(device, context, queue, CL_MEM_OBJECT_IMAGE2D, ctx);
}
REGISTER_TEST(3D)
{
    return test_image_set(device, context, queue, CL_MEM_OBJECT_IMAGE3D, ctx);
}
REGISTER_TEST(1Darray)
{
    return test_image_set(device, context, queue, CL_MEM_OBJECT_IMAGE1D_ARRAY,
                          ctx);
}
REGISTER_TEST(2Darray)
{
    return test_image_set(device, context, queue, CL_MEM_OBJECT_IMAGE2D_ARRAY,
                          ctx);
}

static test_status parseArgs(int &argc, const char *argv[],
                             std::vector<std::string> &removed_args,
                             std::string &help)
{

    help =
        R"(        The following flags specify the types to test. They can be combined; if none are specified, all are tested:
          int - Test integer I/O (read_imagei)
          uint - Test unsigned integer I/O (read_imageui)
          float - Test float I/O (read_imagef)

        You may also use appropriate CL_ channel type and ordering constants.

        The following modify the types of images tested:
          read_write - Runs the tests with read_write images which allow a kernel do both read and write to the same image
          small_images - Runs every format through a loop of widths 1-13 and heights 1-9, instead of random sizes
          max_images - Runs every format through a set of size combinations with the max values, max values - 1, and max values / 128

        debug_trace - Enables additional debug info logging
        use_pitches - Enables row and slice pitches
)";

    cl_channel_type chanType;
    cl_channel_order chanOrder;

    std::vector<const char *> argList;
    argList.push_back(argv[0]);

    // Parse arguments
    for ( int i = 1; i < argc; i++ )
    {
        removed_args.push_back(argv[i]);
        if ( strcmp( argv[i], "debug_trace" ) == 0 )
            ctx.debugTrace = true;
        else if ( strcmp( argv[i], "read_write" ) == 0 )
            ctx.testReadWrite = true;
        else if ( strcmp( argv[i], "small_images" ) == 0 )
            ctx.testSmallImages = true;
        else if ( strcmp( argv[i], "max_images" ) == 0 )
            ctx.testMaxImages = true;
        else if ( strcmp( argv[i], "use_pitches" ) == 0 )
            ctx.enablePitch = true;

        else if ( strcmp( argv[i], "int" ) == 0 )
            ctx.typesToTest |= kTestInt;
        else if ( strcmp( argv[i], "uint" ) == 0 )
            ctx.typesToTest |= kTestUInt;
        else if ( strcmp( argv[i], "float" ) == 0 )
            ctx.typesToTest |= kTestFloat;

        else if ( ( chanType = get_channel_type_from_name( argv[i] ) ) != (cl_channel_type)-1 )
            ctx.channelTypeToUse = chanType;

        else if ( ( chanOrder = get_channel_order_from_name( argv[i] ) ) != (cl_channel_order)-1 )
            ctx.channelOrderToUse = chanOrder;
        else
        {
            removed_args.pop_back();
            argList.push_back(argv[i]);
        }
    }

    if (ctx.typesToTest == 0) ctx.typesToTest = kTestAllTypes;

    if (ctx.testSmallImages) log_info("Note: Using small test images\n");

    update_argc_argv_from_args_list(argList, argc, argv);
    return TEST_PASS;
}

int main(int argc, const char *argv[])
{

    // On most platforms which support denorm, default is FTZ off. However,
    // on some hardware where the reference is computed, default might be flush denorms to zero e.g. arm.
    // This creates issues in result verification. Since spec allows the implementation to either flush or
    // not flush denorms to zero, an implementation may choose not to flush i.e. return denorm result whereas
    // reference result may be zero (flushed denorm). Hence we need to disable denorm flushing on host side
    // where reference is being computed to make sure we get non-flushed reference result. If implementation
    // returns flushed result, we correctly take care of that in verification code.

    FPU_mode_type oldMode;
    DisableFTZ(&oldMode);

    int ret = runTestHarnessWithCheckAndParse(
        argc, argv, test_registry::getInstance().num_tests(),
        test_registry::getInstance().definitions(), false, 0,
        verifyImageSupport, parseArgs);

    // Restore FP state before leaving
    RestoreFPState(&oldMode);

    return ret;
}
