//
// Copyright (c) 2022 The Khronos Group Inc.
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
#include "basic_command_buffer.h"

#include <vector>

namespace {

////////////////////////////////////////////////////////////////////////////////
// Command-queue substitution tests which handles below cases:
// -substitution on queue without properties
// -substitution on queue with properties

template <bool prop_use>
struct SubstituteQueueTest : public BasicCommandBufferTest
{
    SubstituteQueueTest(cl_device_id device, cl_context context,
                        cl_command_queue queue)
        : BasicCommandBufferTest(device, context, queue),
          properties_use_requested(prop_use)
    {}

    bool Skip() override
    {
        if (properties_use_requested)
        {
            Version version = get_device_cl_version(device);
            const cl_device_info host_queue_query = version >= Version(2, 0)
                ? CL_DEVICE_QUEUE_ON_HOST_PROPERTIES
                : CL_DEVICE_QUEUE_PROPERTIES;

            cl_queue_properties host_queue_props = 0;
            int error = clGetDeviceInfo(device, host_queue_query,
                                        sizeof(host_queue_props),
                                        &host_queue_props, NULL);
            test_error(error, "clGetDeviceInfo failed");

            if ((host_queue_props & CL_QUEUE_PROFILING_ENABLE) == 0)
                return true;
        }

        return BasicCommandBufferTest::Skip();
    }

    cl_int SetUp(int elements) override
    {
        // By default command queue is created without properties,
        // if test requires queue with properties default queue must be
        // replaced.
        if (properties_use_requested)
        {
            // due to the skip condition
            cl_int error = CL_SUCCESS;
            queue = clCreateCommandQueue(context, device,
                                         CL_QUEUE_PROFILING_ENABLE, &error);
            test_error(
                error,
                "clCreateCommandQueue with CL_QUEUE_PROFILING_ENABLE failed");
        }

        return BasicCommandBufferTest::SetUp(elements);
    }

    cl_int Run() override
    {
        // record command buffer with primary queue
        cl_int error = RecordCommandBuffer();
        test_error(error, "RecordCommandBuffer failed");

        // create substitute queue
        clCommandQueueWrapper new_queue;
        if (properties_use_requested)
        {
            new_queue = clCreateCommandQueue(context, device,
                                             CL_QUEUE_PROFILING_ENABLE, &error);
            test_error(
                error,
                "clCreateCommandQueue with CL_QUEUE_PROFILING_ENABLE failed");
        }
        else
        {
            const cl_command_queue_properties queue_properties = 0;
            new_queue =
                clCreateCommandQueue(context, device, queue_properties, &error);
            test_error(error, "clCreateCommandQueue failed");
        }


        // enqueue single command-buffer with substitute queue
        error = RunSingle(new_queue);
        test_error(error, "RunSingle failed");

        return CL_SUCCESS;
    }

    cl_int RecordCommandBuffer()
    {
        cl_int error = clCommandNDRangeKernelKHR(
            command_buffer, nullptr, nullptr, kernel, 1, nullptr, &num_elements,
            nullptr, 0, nullptr, nullptr, nullptr);
        test_error(error, "clCommandNDRangeKernelKHR failed");

        error = clFinalizeCommandBufferKHR(command_buffer);
        test_error(error, "clFinalizeCommandBufferKHR failed");
        return CL_SUCCESS;
    }

    cl_int RunSingle(const cl_command_queue& q)
    {
        std::vector<cl_int> output_data(num_elements);

        cl_int error =
            clEnqueueFillBuffer(q, in_mem, &pattern_pri, sizeof(cl_int), 0,
                                data_size(), 0, nullptr, nullptr);
        test_error(error, "clEnqueueFillBuffer failed");

        cl_command_queue queues[] = { q };
        error = clEnqueueCommandBufferKHR(1, queues, command_buffer, 0, nullptr,
                                          nullptr);
        test_error(error, "clEnqueueCommandBufferKHR failed");

        error = clEnqueueReadBuffer(q, out_mem, CL_TRUE, 0, data_size(),
                                    output_data.data(), 0, nullptr, nullptr);
        test_error(error, "clEnqueueReadBuffer failed");

        error = clFinish(q);
        test_error(error, "clFinish failed");

        for (size_t i = 0; i < num_elements; i++)
        {
            CHECK_VERIFICATION_ERROR(pattern_pri, output_data[i], i);
        }

        return CL_SUCCESS;
    }

    const cl_int pattern_pri = 0xB;
    bool properties_use_requested;
};

// Command-queue substitution tests which handles below cases:
// * Template param is true - Create a command-buffer with an in-order queue,
//   and enqueue command-buffer to an out-of-order queue.
// * Template param is false - Create a command-buffer with an out-of-order
//   queue, and enqueue command-buffer to an in-order queue.
template <bool is_ooo_test>
struct QueueOrderTest : public BasicCommandBufferTest
{
    using BasicCommandBufferTest::BasicCommandBufferTest;

    QueueOrderTest(cl_device_id device, cl_context context,
                   cl_command_queue queue)
        : BasicCommandBufferTest(device, context, queue), ooo_queue(nullptr),
          ooo_command_buffer(this)
    {}

    cl_int RecordOutOfOrderCommandBuffer()
    {
        cl_sync_point_khr sync_points[2];
        const cl_int pattern = pattern_pri;
        cl_int error =
            clCommandFillBufferKHR(ooo_command_buffer, nullptr, nullptr, in_mem,
                                   &pattern, sizeof(cl_int), 0, data_size(), 0,
                                   nullptr, &sync_points[0], nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandFillBufferKHR(ooo_command_buffer, nullptr, nullptr,
                                       out_mem, &overwritten_pattern,
                                       sizeof(cl_int), 0, data_size(), 0,
                                       nullptr, &sync_points[1], nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandNDRangeKernelKHR(
            ooo_command_buffer, nullptr, nullptr, kernel, 1, nullptr,
            &num_elements, nullptr, 2, sync_points, nullptr, nullptr);
        test_error(error, "clCommandNDRangeKernelKHR failed");

        return CL_SUCCESS;
    }

    cl_int RecordInOrderCommandBuffer()
    {
        const cl_int pattern = pattern_pri;
        cl_int error = clCommandFillBufferKHR(
            command_buffer, nullptr, nullptr, in_mem, &pattern, sizeof(cl_int),
            0, data_size(), 0, nullptr, nullptr, nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandFillBufferKHR(
            command_buffer, nullptr, nullptr, out_mem, &overwritten_pattern,
            sizeof(cl_int), 0, data_size(), 0, nullptr, nullptr, nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandNDRangeKernelKHR(
            command_buffer, nullptr, nullptr, kernel, 1, nullptr, &num_elements,
            nullptr, 0, nullptr, nullptr, nullptr);
        test_error(error, "clCommandNDRangeKernelKHR failed");

        return CL_SUCCESS;
    }

    cl_int Run() override
    {
        cl_int error = CL_SUCCESS;
        if (is_ooo_test)
        {
            // command-buffer created in-order, but executed on ooo queue
            error = RecordInOrderCommandBuffer();
            test_error(error, "RecordInOrderCommandBuffer failed");
        }
        else
        {
            // command-buffer created ooo with sync point deps, but
            // executed on in-order queue
            error = RecordOutOfOrderCommandBuffer();
            test_error(error, "RecordOutOfOrderCommandBuffer failed");
        }

        clCommandBufferWrapper& test_command_buffer =
            is_ooo_test ? command_buffer : ooo_command_buffer;
        error = clFinalizeCommandBufferKHR(test_command_buffer);
        test_error(error, "clFinalizeCommandBufferKHR failed");

        clCommandQueueWrapper& test_queue = is_ooo_test ? ooo_queue : queue;
        error = clEnqueueCommandBufferKHR(1, &test_queue, test_command_buffer,
                                          0, nullptr, nullptr);
        test_error(error, "clEnqueueCommandBufferKHR failed");

        error = clFinish(test_queue);
        test_error(error, "clFinish failed");

        // Verify output
        std::vector<cl_int> output_buffer(num_elements);
        error = clEnqueueReadBuffer(queue, out_mem, CL_TRUE, 0, data_size(),
                                    output_buffer.data(), 0, nullptr, nullptr);
        test_error(error, "clEnqueueReadBuffer failed");

        for (size_t i = 0; i < num_elements; i++)
        {
            CHECK_VERIFICATION_ERROR(pattern_pri, output_buffer[i], i);
        }

        return CL_SUCCESS;
    }

    cl_int SetUp(int elements) override
    {
        cl_int error = BasicCommandBufferTest::SetUp(elements);
        test_error(error, "BasicCommandBufferTest::SetUp failed");

        ooo_queue = clCreateCommandQueue(
            context, device, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &error);
        test_error(error,
                   "clCreateCommandQueue with "
                   "CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE failed");

        ooo_command_buffer =
            clCreateCommandBufferKHR(1, &ooo_queue, nullptr, &error);
        test_error(error, "clCreateCommandBufferKHR failed");

        return CL_SUCCESS;
    }

    bool Skip() override
    {
        if (BasicCommandBufferTest::Skip()) return true;

        // Skip if we want to enqueue to an out-of-order command-queue,
        // and this isn't supported.
        bool skip = is_ooo_test ? !out_of_order_support : false;

        // Skip if device doesn't support out-of-order queues, we need
        // to create one for both instantiations of the test.
        return skip || !queue_out_of_order_support;
    }

    clCommandQueueWrapper ooo_queue;
    clCommandBufferWrapper ooo_command_buffer;

    const cl_int overwritten_pattern = 0xACDC;
    const cl_int pattern_pri = 42;
};

// Command-queue substitution test which handles the case where a command-buffer
// is recorded on a command-queue with an unsupported property, and then a
// substituted queue with required properties used for execution.
struct RecordUnsupportedPropTest : public BasicCommandBufferTest
{
    using BasicCommandBufferTest::BasicCommandBufferTest;

    RecordUnsupportedPropTest(cl_device_id device, cl_context context,
                              cl_command_queue queue)
        : BasicCommandBufferTest(device, context, queue), recording_prop(),
          recording_queue(nullptr)
    {}

    // Record using sync points in case the command-buffer is using an
    // out-of-order queue
    cl_int RecordCommandBuffer()
    {
        cl_sync_point_khr sync_points[2];
        const cl_int pattern = pattern_pri;
        cl_int error = clCommandFillBufferKHR(
            command_buffer, nullptr, nullptr, in_mem, &pattern, sizeof(cl_int),
            0, data_size(), 0, nullptr, &sync_points[0], nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandFillBufferKHR(command_buffer, nullptr, nullptr,
                                       out_mem, &overwritten_pattern,
                                       sizeof(cl_int), 0, data_size(), 0,
                                       nullptr, &sync_points[1], nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandNDRangeKernelKHR(
            command_buffer, nullptr, nullptr, kernel, 1, nullptr, &num_elements,
            nullptr, 2, sync_points, nullptr, nullptr);
        test_error(error, "clCommandNDRangeKernelKHR failed");

        error = clFinalizeCommandBufferKHR(command_buffer);
        test_error(error, "clFinalizeCommandBufferKHR failed");

        return CL_SUCCESS;
    }

    cl_int Run() override
    {
        cl_int error = RecordCommandBuffer();
        test_error(error, "RecordCommandBuffer failed");

        // The default testing queue exactly matches the required properties
        error = clEnqueueCommandBufferKHR(1, &queue, command_buffer, 0, nullptr,
                                          nullptr);
        test_error(error, "clEnqueueCommandBufferKHR failed");

        error = clFinish(queue);
        test_error(error, "clFinish failed");

        // Verify output
        std::vector<cl_int> output_buffer(num_elements);
        error = clEnqueueReadBuffer(queue, out_mem, CL_TRUE, 0, data_size(),
                                    output_buffer.data(), 0, nullptr, nullptr);
        test_error(error, "clEnqueueReadBuffer failed");

        for (size_t i = 0; i < num_elements; i++)
        {
            CHECK_VERIFICATION_ERROR(pattern_pri, output_buffer[i], i);
        }

        return CL_SUCCESS;
    }

    cl_int SetUp(int elements) override
    {
        cl_int error = BasicCommandBufferTest::SetUp(elements);
        test_error(error, "BasicCommandBufferTest::SetUp failed");

        recording_queue =
            clCreateCommandQueue(context, device, recording_prop, &error);
        test_error(error, "clCreateCommandQueue failed");

        command_buffer =
            clCreateCommandBufferKHR(1, &recording_queue, nullptr, &error);
        test_error(error, "clCreateCommandBufferKHR failed");

        return CL_SUCCESS;
    }

    bool Skip() override
    {
        if (BasicCommandBufferTest::Skip()) return true;

        cl_command_queue_properties supported_properties;
        cl_int error = clGetDeviceInfo(
            device, CL_DEVICE_COMMAND_BUFFER_SUPPORTED_QUEUE_PROPERTIES_KHR,
            sizeof(supported_properties), &supported_properties, NULL);

        test_error(error,
                   "Unable to query "
                   "CL_DEVICE_COMMAND_BUFFER_SUPPORTED_QUEUE_PROPERTIES_KHR");

        // Check if either of these properties is unsupported for command-buffer
        // enqueue, in which case test that it is still valid to use for
        // command-buffer recording.
        const cl_command_queue_properties test_props[] = {
            CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, CL_QUEUE_PROFILING_ENABLE
        };
        for (const auto& prop : test_props)
        {
            if ((supported_properties & prop) == 0)
            {
                recording_prop = prop;
                return false;
            }
        }

        // Skip because we need an unsupported property to test
        return true;
    }

    cl_command_queue_properties recording_prop;
    clCommandQueueWrapper recording_queue;

    const cl_int overwritten_pattern = 0xACDC;
    const cl_int pattern_pri = 42;
};

// Command-queue substitution test which handles the case where a command-buffer
// is recorded on a command-queue without any properties, and then a substituted
// queue with required properties used for execution.
struct RecordWithoutReqdPropsTest : public BasicCommandBufferTest
{
    using BasicCommandBufferTest::BasicCommandBufferTest;

    RecordWithoutReqdPropsTest(cl_device_id device, cl_context context,
                               cl_command_queue queue)
        : BasicCommandBufferTest(device, context, queue), required_props(),
          recording_queue(nullptr), execution_queue(nullptr)
    {}

    cl_int RecordCommandBuffer()
    {
        const cl_int pattern = pattern_pri;
        cl_int error = clCommandFillBufferKHR(
            command_buffer, nullptr, nullptr, in_mem, &pattern, sizeof(cl_int),
            0, data_size(), 0, nullptr, nullptr, nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandFillBufferKHR(
            command_buffer, nullptr, nullptr, out_mem, &overwritten_pattern,
            sizeof(cl_int), 0, data_size(), 0, nullptr, nullptr, nullptr);
        test_error(error, "clCommandFillBufferKHR failed");

        error = clCommandNDRangeKernelKHR(
            command_buffer, nullptr, nullptr, kernel, 1, nullptr, &num_elements,
            nullptr, 0, nullptr, nullptr, nullptr);
        test_error(error, "clCommandNDRangeKernelKHR failed");

        error = clFinalizeCommandBufferKHR(command_buffer);
        test_error(error, "clFinalizeCommandBufferKHR failed");

        return CL_SUCCESS;
    }

    cl_int Run() override
    {
        cl_int error = RecordCommandBuffer();
        test_error(error, "RecordCommandBuffer failed");

        error = clEnqueueCommandBufferKHR(1, &execution_queue, command_buffer,
                                          0, nullptr, nullptr);
        test_error(error, "clEnqueueCommandBufferKHR failed");

        error = clFinish(execution_queue);
        test_error(error, "clFinish failed");

        // Verify output
        std::vector<cl_int> output_buffer(num_elements);
        error = clEnqueueReadBuffer(execution_queue, out_mem, CL_TRUE, 0,
                                    data_size(), output_buffer.data(), 0,
                                    nullptr, nullptr);
        test_error(error, "clEnqueueReadBuffer failed");

        for (size_t i = 0; i < num_elements; i++)
        {
            CHECK_VERIFICATION_ERROR(pattern_pri, output_buffer[i], i);
        }

        return CL_SUCCESS;
    }

    cl_int SetUp(int elements) override
    {
        cl_int error = BasicCommandBufferTest::SetUp(elements);
        test_error(error, "BasicCommandBufferTest::SetUp failed");

        recording_queue = clCreateCommandQueue(context, device, 0, &error);
        test_error(error, "clCreateCommandQueue failed");

        command_buffer =
            clCreateCommandBufferKHR(1, &recording_queue, nullptr, &error);
        test_error(error, "clCreateCommandBufferKHR failed");

        execution_queue =
            clCreateCommandQueue(context, device, required_props, &error);
        test_error(error, "clCreateCommandQueue failed");

        return CL_SUCCESS;
    }

    bool Skip() override
    {
        // Don't use BasicCommandBufferTest::Skip() because if mandates required
        // properties
        cl_int error = clGetDeviceInfo(
            device, CL_DEVICE_COMMAND_BUFFER_REQUIRED_QUEUE_PROPERTIES_KHR,
            sizeof(required_props), &required_props, NULL);
        test_error(error,
                   "Unable to query "
                   "CL_DEVICE_COMMAND_BUFFER_REQUIRED_QUEUE_PROPERTIES_KHR");

        // Skip if there are no required properties, because we need an required
        // property to test
        return required_props == 0;
    }

    cl_command_queue_properties required_props;
    clCommandQueueWrapper recording_queue;
    clCommandQueueWrapper execution_queue;

    const cl_int overwritten_pattern = 0xACDC;
    const cl_int pattern_pri = 42;
};

} // anonymous namespace

REGISTER_TEST(queue_substitution)
{
    return MakeAndRunTest<SubstituteQueueTest<false>>(device, context, queue,
                                                      num_elements);
}

REGISTER_TEST(queue_substitution_properties)
{
    return MakeAndRunTest<SubstituteQueueTest<true>>(device, context, queue,
                                                     num_elements);
}

REGISTER_TEST(queue_substitution_in_order)
{
    return MakeAndRunTest<QueueOrderTest<false>>(device, context, queue,
                                                 num_elements);
}

REGISTER_TEST(queue_substitution_out_of_order)
{
    return MakeAndRunTest<QueueOrderTest<true>>(device, context, queue,
                                                num_elements);
}

REGISTER_TEST(queue_substitution_record_unsupported_prop)
{
    return MakeAndRunTest<RecordUnsupportedPropTest>(device, context, queue,
                                                     num_elements);
}

REGISTER_TEST(queue_substitution_record_without_reqd_props)
{
    return MakeAndRunTest<RecordWithoutReqdPropsTest>(device, context, queue,
                                                      num_elements);
}
