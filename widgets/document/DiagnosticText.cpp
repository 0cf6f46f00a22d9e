#include "widgets/document/DiagnosticText.h"

#include <QCoreApplication>

#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {

// One headline per kind of core/diag/kinds.def, written from what the kind
// means where core raises it. No default: a new kind fails the build
// (-Wswitch) until it has a headline here and in the translations.
const char* diagnosticKindSource(diag::Kind kind) {
    using diag::Kind;
    switch (kind) {
        case Kind::usage_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid request or setting");
        case Kind::too_large: return QT_TRANSLATE_NOOP("DiagnosticKind", "Too large for the workbench to check");
        case Kind::json_syntax_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "The file is not valid JSON");
        case Kind::json_too_deep: return QT_TRANSLATE_NOOP("DiagnosticKind", "The JSON nests too deeply");
        case Kind::io_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "A file cannot be read or written");
        case Kind::internal_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "Internal error of the workbench");
        case Kind::out_of_memory: return QT_TRANSLATE_NOOP("DiagnosticKind", "Out of memory");
        case Kind::cancelled: return QT_TRANSLATE_NOOP("DiagnosticKind", "Cancelled");

        case Kind::syntax_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "Syntax error");
        case Kind::unbalanced_brackets: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unbalanced brackets");
        case Kind::empty_expression: return QT_TRANSLATE_NOOP("DiagnosticKind", "The mapping expression is empty");
        case Kind::too_deep: return QT_TRANSLATE_NOOP("DiagnosticKind", "The expression nests too deeply");
        case Kind::size_overflow: return QT_TRANSLATE_NOOP("DiagnosticKind", "A size is too large");
        case Kind::unknown_alias: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unknown alias");
        case Kind::alias_cycle: return QT_TRANSLATE_NOOP("DiagnosticKind", "An alias refers to itself");
        case Kind::alias_too_deep: return QT_TRANSLATE_NOOP("DiagnosticKind", "Aliases nest too deeply");
        case Kind::duplicate_axis: return QT_TRANSLATE_NOOP("DiagnosticKind", "An axis is declared twice");
        case Kind::invalid_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid size");
        case Kind::invalid_padding: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid padded axis");
        case Kind::invalid_skew: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid skewed axis");
        case Kind::offset_too_large: return QT_TRANSLATE_NOOP("DiagnosticKind", "The offset leaves nothing of the axis");
        case Kind::resize_too_large: return QT_TRANSLATE_NOOP("DiagnosticKind", "The resize is larger than the size");
        case Kind::padding_too_small: return QT_TRANSLATE_NOOP("DiagnosticKind", "The padding is smaller than the size");
        case Kind::unknown_axis: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unknown axis");
        case Kind::not_divisible: return QT_TRANSLATE_NOOP("DiagnosticKind", "A size does not divide evenly");

        case Kind::address_range: return QT_TRANSLATE_NOOP("DiagnosticKind", "The address is past the end of the memory");
        case Kind::capacity: return QT_TRANSLATE_NOOP("DiagnosticKind", "The tensor exceeds its memory");
        case Kind::row_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Row is larger than a slice's MAC rows");
        case Kind::chip_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Chip size does not match the device");
        case Kind::cluster_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Cluster size does not match the device");
        case Kind::slice_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Slice size does not match");
        case Kind::tile_layout: return QT_TRANSLATE_NOOP("DiagnosticKind", "The tile's mapping does not match its tensor");
        case Kind::reshape_size:
            return QT_TRANSLATE_NOOP("DiagnosticKind", "A reshape changes the size of a Chip, Cluster, Slice or Element");

        case Kind::adapter: return QT_TRANSLATE_NOOP("DiagnosticKind", "This adapter stage is not available in this context");
        case Kind::alignment: return QT_TRANSLATE_NOOP("DiagnosticKind", "Misaligned address or stride");
        case Kind::broadcast_write: return QT_TRANSLATE_NOOP("DiagnosticKind", "A commit writes one place more than once");
        case Kind::cast: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Fetch Adapter cannot convert this type");
        case Kind::commit_cast: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Commit Adapter cannot convert this type");
        case Kind::commit_in_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Commit Engine cannot write this packet size");
        case Kind::commit_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The commit size does not fit the context");
        case Kind::commit_trim: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid commit_trim");
        case Kind::entry_limit: return QT_TRANSLATE_NOOP("DiagnosticKind", "Too many sequencer entries");
        case Kind::fetch_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "No fetch size fits");
        case Kind::generate_value: return QT_TRANSLATE_NOOP("DiagnosticKind", "The value does not fit in 32 bits");
        case Kind::incompatible_shapes: return QT_TRANSLATE_NOOP("DiagnosticKind", "No loop nest of constant strides reads the stream");
        case Kind::insufficient_input: return QT_TRANSLATE_NOOP("DiagnosticKind", "The buffer does not hold what the stream needs");
        case Kind::interleave: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid interleaving axis");
        case Kind::iteration_limit: return QT_TRANSLATE_NOOP("DiagnosticKind", "A sequencer entry iterates too many times");
        case Kind::masking: return QT_TRANSLATE_NOOP("DiagnosticKind", "Padding the Fetch Adapter cannot mask");
        case Kind::out_of_bounds: return QT_TRANSLATE_NOOP("DiagnosticKind", "A write outside the destination");
        case Kind::packet_fetch: return QT_TRANSLATE_NOOP("DiagnosticKind", "The packet is not read contiguously");
        case Kind::packet_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unsupported packet size");
        case Kind::pad_value: return QT_TRANSLATE_NOOP("DiagnosticKind", "The pad value does not fit the type");
        case Kind::slice_bitmap: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid slice bitmap");
        case Kind::table_index: return QT_TRANSLATE_NOOP("DiagnosticKind", "The table has too few entries");
        case Kind::table_lookup: return QT_TRANSLATE_NOOP("DiagnosticKind", "No lookup table for this conversion");
        case Kind::unsupported_term: return QT_TRANSLATE_NOOP("DiagnosticKind", "A stream term a sequencer cannot read");
        case Kind::valid_count: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid valid counts");
        case Kind::zero_point: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid zero point");

        case Kind::structure: return QT_TRANSLATE_NOOP("DiagnosticKind", "The transfer does not fit the memory's structure");
        case Kind::engine_limit: return QT_TRANSLATE_NOOP("DiagnosticKind", "Not enough DMA Engines");
        case Kind::out_of_range: return QT_TRANSLATE_NOOP("DiagnosticKind", "Position out of range");
        case Kind::segmentation_limit: return QT_TRANSLATE_NOOP("DiagnosticKind", "The DMA cannot split the transfer");

        case Kind::concat_not_prefix: return QT_TRANSLATE_NOOP("DiagnosticKind", "The valid elements do not form a prefix");
        case Kind::reduce_axis_absent: return QT_TRANSLATE_NOOP("DiagnosticKind", "The reduce axis appears nowhere");
        case Kind::slice_count: return QT_TRANSLATE_NOOP("DiagnosticKind", "Too many slices");
        case Kind::trim_loses_data: return QT_TRANSLATE_NOOP("DiagnosticKind", "Trimming loses data");
        case Kind::vcg_counter_limit: return QT_TRANSLATE_NOOP("DiagnosticKind", "Too many VCG counters");
        case Kind::vcg_inexpressible: return QT_TRANSLATE_NOOP("DiagnosticKind", "The VCG cannot express these valid counts");
        case Kind::vcg_interleave: return QT_TRANSLATE_NOOP("DiagnosticKind", "Time parts on both sides of the Slice part");
        case Kind::vcg_mixed_packet: return QT_TRANSLATE_NOOP("DiagnosticKind", "Another axis shares the Packet prefix");
        case Kind::vcg_packet_not_innermost: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Packet part is not innermost");
        case Kind::vcg_packet_prefix: return QT_TRANSLATE_NOOP("DiagnosticKind", "The valid elements do not start the flit");
        case Kind::vcg_packet_repeated: return QT_TRANSLATE_NOOP("DiagnosticKind", "An axis appears more than once in Packet");
        case Kind::vcg_packet_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Packet is larger than one flit");
        case Kind::vcg_slice_bits: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Slice part does not sit on whole slice-id bits");
        case Kind::vcg_slice_order: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Slice parts are not ordered by stride");
        case Kind::vcg_slice_packet: return QT_TRANSLATE_NOOP("DiagnosticKind", "An axis spans Slice and Packet");
        case Kind::vcg_transposed_time_size:
            return QT_TRANSLATE_NOOP("DiagnosticKind", "The Time size does not match the transposed placement");

        case Kind::element_missing: return QT_TRANSLATE_NOOP("DiagnosticKind", "An output element no input holds");
        case Kind::full_cluster: return QT_TRANSLATE_NOOP("DiagnosticKind", "The topology needs the full cluster");
        case Kind::innermost_time: return QT_TRANSLATE_NOOP("DiagnosticKind", "The moved axes are not the innermost Time factors");
        case Kind::missing_output: return QT_TRANSLATE_NOOP("DiagnosticKind", "An output mapping is missing");
        case Kind::order_preservation: return QT_TRANSLATE_NOOP("DiagnosticKind", "The moved axes change their Slice order");
        case Kind::output_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "The output does not match the topology");
        case Kind::ring_size_too_small: return QT_TRANSLATE_NOOP("DiagnosticKind", "The ring size is too small");
        case Kind::time_order: return QT_TRANSLATE_NOOP("DiagnosticKind", "Time steps out of order");
        case Kind::topology_parameter: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid topology parameter");
        case Kind::topology_syntax: return QT_TRANSLATE_NOOP("DiagnosticKind", "Topology syntax error");
        case Kind::unknown_topology: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unknown topology");

        case Kind::cast_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "The cast packet differs from the Cast Engine's output");
        case Kind::cast_packet: return QT_TRANSLATE_NOOP("DiagnosticKind", "The packet is larger than the Cast Engine's flit");
        case Kind::cast_unsupported: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Cast Engine does not convert this type");
        case Kind::collect_mismatch:
            return QT_TRANSLATE_NOOP("DiagnosticKind", "The collected stream differs from the Collect Engine's output");
        case Kind::transpose_cols: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid Transpose Engine columns");
        case Kind::transpose_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "The stream differs from the Transpose Engine's output");
        case Kind::transpose_packet: return QT_TRANSLATE_NOOP("DiagnosticKind", "A packet the Transpose Engine does not take");
        case Kind::transpose_rows: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid Transpose Engine rows");

        case Kind::accumulate_packet: return QT_TRANSLATE_NOOP("DiagnosticKind", "The accumulation's Packet does not match");
        case Kind::accumulate_time: return QT_TRANSLATE_NOOP("DiagnosticKind", "The accumulator cannot reduce this Time");
        case Kind::accumulator_capacity: return QT_TRANSLATE_NOOP("DiagnosticKind", "The accumulator is too small");
        case Kind::collect_flits: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid number of flits per packet");
        case Kind::contract_packet: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid computation Packet");
        case Kind::contract_time: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid contraction Time");
        case Kind::contraction_dtype: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Contraction Engine does not multiply this type");
        case Kind::flit_buffer: return QT_TRANSLATE_NOOP("DiagnosticKind", "The window does not fit the shift buffer");
        case Kind::flit_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The packet is not one flit");
        case Kind::max_single_row: return QT_TRANSLATE_NOOP("DiagnosticKind", "Reduce-max runs on one Row only");
        case Kind::out_packet_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "OutPacket is not 64 bytes");
        case Kind::row_count: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid number of TRF Rows");
        case Kind::shift_lanes: return QT_TRANSLATE_NOOP("DiagnosticKind", "The outputs do not fit the Packet's lanes");
        case Kind::shift_reuse_required: return QT_TRANSLATE_NOOP("DiagnosticKind", "Three flits per packet need shift reuse");
        case Kind::shift_window: return QT_TRANSLATE_NOOP("DiagnosticKind", "Not a sliding window");
        case Kind::spatial_output_limit: return QT_TRANSLATE_NOOP("DiagnosticKind", "Too many outputs per Row");
        case Kind::stream_layout: return QT_TRANSLATE_NOOP("DiagnosticKind", "OutTime and OutPacket do not hold the stream in order");
        case Kind::stride_limit: return QT_TRANSLATE_NOOP("DiagnosticKind", "The stride does not fit in 32 bits");
        case Kind::time_broadcast_position: return QT_TRANSLATE_NOOP("DiagnosticKind", "The tiling axes are not innermost in OutTime");
        case Kind::to_trf_layout: return QT_TRANSLATE_NOOP("DiagnosticKind", "The stream does not match the TRF's layout");
        case Kind::tree_depth: return QT_TRANSLATE_NOOP("DiagnosticKind", "Wrong reduction tree depth");
        case Kind::trf_alignment: return QT_TRANSLATE_NOOP("DiagnosticKind", "Misaligned TRF access");
        case Kind::trf_capacity: return QT_TRANSLATE_NOOP("DiagnosticKind", "The TRF Element does not fit in the TRF");
        case Kind::trf_missing_element: return QT_TRANSLATE_NOOP("DiagnosticKind", "The TRF lacks a weight the computation needs");
        case Kind::trf_packet_layout: return QT_TRANSLATE_NOOP("DiagnosticKind", "The TRF cannot be read as this OutPacket");
        case Kind::trf_time_order: return QT_TRANSLATE_NOOP("DiagnosticKind", "The TRF cannot be read in this OutTime order");
        case Kind::unsupported_dtype: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Contraction Engine does not take this type");

        case Kind::parse_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "The expression cannot be read");
        case Kind::unknown_method: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unknown Vector Engine method");
        case Kind::unknown_op: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unknown operator");
        case Kind::bad_argument: return QT_TRANSLATE_NOOP("DiagnosticKind", "Wrong arguments");
        case Kind::bad_literal: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid operand");
        case Kind::bad_values: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid values");
        case Kind::ids_required: return QT_TRANSLATE_NOOP("DiagnosticKind", "ExecutionIds are needed");
        case Kind::vrf_missing: return QT_TRANSLATE_NOOP("DiagnosticKind", "The VRF lacks an element");
        case Kind::accumulator_slots: return QT_TRANSLATE_NOOP("DiagnosticKind", "Too few accumulator slots");
        case Kind::after_final: return QT_TRANSLATE_NOOP("DiagnosticKind", "A call after vector_final()");
        case Kind::alu_in_use: return QT_TRANSLATE_NOOP("DiagnosticKind", "The ALU is already in use");
        case Kind::broadcast_axis_used: return QT_TRANSLATE_NOOP("DiagnosticKind", "The broadcast axis already exists");
        case Kind::broadcast_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The broadcast size does not match");
        case Kind::chain_order: return QT_TRANSLATE_NOOP("DiagnosticKind", "Vector Engine calls out of order");
        case Kind::concat_time: return QT_TRANSLATE_NOOP("DiagnosticKind", "vector_concat() needs an even Time");
        case Kind::dead_slot: return QT_TRANSLATE_NOOP("DiagnosticKind", "A slot that can never fire");
        case Kind::dtype_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "The operation does not match the stream's type");
        case Kind::expression_shape: return QT_TRANSLATE_NOOP("DiagnosticKind", "The expression cannot be streamed");
        case Kind::filter_unavailable: return QT_TRANSLATE_NOOP("DiagnosticKind", "vector_filter() is not available here");
        case Kind::inter_slice_from_stage: return QT_TRANSLATE_NOOP("DiagnosticKind", "The inter-slice reduce cannot follow this stage");
        case Kind::inter_slice_output: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid inter-slice reduce output");
        case Kind::missing_final: return QT_TRANSLATE_NOOP("DiagnosticKind", "The chain does not end with vector_final()");
        case Kind::missing_init: return QT_TRANSLATE_NOOP("DiagnosticKind", "The chain does not start with vector_init()");
        case Kind::not_paired: return QT_TRANSLATE_NOOP("DiagnosticKind", "A _zip operation without two groups");
        case Kind::promotion_axis: return QT_TRANSLATE_NOOP("DiagnosticKind", "The promoted axis is not in Time");
        case Kind::promotion_size: return QT_TRANSLATE_NOOP("DiagnosticKind", "The promoted factor has the wrong size");
        case Kind::reduce_axis_grouped: return QT_TRANSLATE_NOOP("DiagnosticKind", "The reduce axis is inside a grouped factor");
        case Kind::reduce_axis_missing: return QT_TRANSLATE_NOOP("DiagnosticKind", "The reduce axis is in neither Time nor Packet");
        case Kind::reduce_axis_outside_slice: return QT_TRANSLATE_NOOP("DiagnosticKind", "The reduce axis is also outside the Slice");
        case Kind::reduce_axis_required: return QT_TRANSLATE_NOOP("DiagnosticKind", "The reduce axis is not named");
        case Kind::reduce_axis_split: return QT_TRANSLATE_NOOP("DiagnosticKind", "The reduce axis is split across the Slice");
        case Kind::reduce_packet_mixed: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Packet mixes the reduce axis with another");
        case Kind::shape_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "The named shape differs from the stage's");
        case Kind::stage_in_use: return QT_TRANSLATE_NOOP("DiagnosticKind", "The stage is already used in this pass");
        case Kind::stage_order: return QT_TRANSLATE_NOOP("DiagnosticKind", "Steps out of pipeline order");
        case Kind::stash_consumed: return QT_TRANSLATE_NOOP("DiagnosticKind", "The stash was already consumed");
        case Kind::stash_missing: return QT_TRANSLATE_NOOP("DiagnosticKind", "Nothing was stashed");
        case Kind::stash_type: return QT_TRANSLATE_NOOP("DiagnosticKind", "The stash has another type");
        case Kind::stash_unavailable: return QT_TRANSLATE_NOOP("DiagnosticKind", "vector_stash() is not available here");
        case Kind::trim_drops_data: return QT_TRANSLATE_NOOP("DiagnosticKind", "Trimming drops data");
        case Kind::two_group_inter_slice: return QT_TRANSLATE_NOOP("DiagnosticKind", "No inter-slice reduce in two-group mode");
        case Kind::two_group_reduce: return QT_TRANSLATE_NOOP("DiagnosticKind", "No intra-slice reduce in two-group mode");
        case Kind::unzip_axis: return QT_TRANSLATE_NOOP("DiagnosticKind", "The unzip axis is not 2-way");
        case Kind::unzipped_final: return QT_TRANSLATE_NOOP("DiagnosticKind", "The two groups are not merged before vector_final()");
        case Kind::way_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "vector_final() needs Way8 packets");
        case Kind::widen_pairing: return QT_TRANSLATE_NOOP("DiagnosticKind", "The widening does not match the narrowing");

        case Kind::unsupported_construct: return QT_TRANSLATE_NOOP("DiagnosticKind", "Not supported by the workbench");
        case Kind::unknown_name: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unknown name");
        case Kind::type_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "Type mismatch");
        case Kind::mapping_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "Error in a mapping");
        case Kind::missing_kernel: return QT_TRANSLATE_NOOP("DiagnosticKind", "No kernel to run");
        case Kind::missing_annotation: return QT_TRANSLATE_NOOP("DiagnosticKind", "A type or mapping must be written out");
        case Kind::arity_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "Wrong number of arguments");
        case Kind::invalid_constant: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid constant");
        case Kind::ambiguous_module: return QT_TRANSLATE_NOOP("DiagnosticKind", "Ambiguous module file");
        case Kind::missing_module: return QT_TRANSLATE_NOOP("DiagnosticKind", "Module file not found");
        case Kind::module_cycle: return QT_TRANSLATE_NOOP("DiagnosticKind", "The modules form a cycle");
        case Kind::kernel_io_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "The kernel cannot be read");
        case Kind::missing_file: return QT_TRANSLATE_NOOP("DiagnosticKind", "File not found");
        case Kind::unreadable_file: return QT_TRANSLATE_NOOP("DiagnosticKind", "The file cannot be read");
        case Kind::allocation_failed: return QT_TRANSLATE_NOOP("DiagnosticKind", "The tensors do not fit in memory");
        case Kind::fetch_mask: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid fetch_mask");
        case Kind::topology: return QT_TRANSLATE_NOOP("DiagnosticKind", "Unsupported device topology");
        case Kind::sub_context: return QT_TRANSLATE_NOOP("DiagnosticKind", "The sub context has no such engine");

        case Kind::no_outputs: return QT_TRANSLATE_NOOP("DiagnosticKind", "The kernel has no output");
        case Kind::bad_program: return QT_TRANSLATE_NOOP("DiagnosticKind", "The program cannot be simulated");
        case Kind::bad_query: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid query");
        case Kind::capacity_exceeded: return QT_TRANSLATE_NOOP("DiagnosticKind", "The tensor does not fit in its memory");
        case Kind::dma_estimate: return QT_TRANSLATE_NOOP("DiagnosticKind", "DMA cycles are estimated");
        case Kind::dma_layout: return QT_TRANSLATE_NOOP("DiagnosticKind", "A layout a DMA cannot make");
        case Kind::dma_performance: return QT_TRANSLATE_NOOP("DiagnosticKind", "Slow DMA transfer");
        case Kind::interleave_axis: return QT_TRANSLATE_NOOP("DiagnosticKind", "The tensors lack the interleaving axis");
        case Kind::interleave_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "Interleaved tensors differ in type");
        case Kind::sink_dtype: return QT_TRANSLATE_NOOP("DiagnosticKind", "A stream type that cannot be stored");
        case Kind::sink_elements: return QT_TRANSLATE_NOOP("DiagnosticKind", "The destination would store elements in the wrong place");
        case Kind::sink_slice: return QT_TRANSLATE_NOOP("DiagnosticKind", "The stream's layout does not match the destination");
        case Kind::stage_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "A stage's data differs from its mappings");
        case Kind::transfer_dtype: return QT_TRANSLATE_NOOP("DiagnosticKind", "The transfer's tensors differ in type");
        case Kind::uninitialized_read: return QT_TRANSLATE_NOOP("DiagnosticKind", "A read of memory nothing wrote");
        case Kind::index_out_of_range: return QT_TRANSLATE_NOOP("DiagnosticKind", "An index names no row of its table");
        case Kind::indirect_layout: return QT_TRANSLATE_NOOP("DiagnosticKind", "The gather's or scatter's tensors do not pair up");
        case Kind::spm_capacity: return QT_TRANSLATE_NOOP("DiagnosticKind", "The index list exceeds one PE's SPM");
        case Kind::unsupported: return QT_TRANSLATE_NOOP("DiagnosticKind", "Not supported by the simulator");
        case Kind::vector_input_type: return QT_TRANSLATE_NOOP("DiagnosticKind", "The Vector Engine does not take this type");
        case Kind::write_past_tensor: return QT_TRANSLATE_NOOP("DiagnosticKind", "A write past the end of the tensor");

        case Kind::bad_schedule_input: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid schedule");
        case Kind::address_out_of_range: return QT_TRANSLATE_NOOP("DiagnosticKind", "An address past the memory");
        case Kind::overlapping_allocation: return QT_TRANSLATE_NOOP("DiagnosticKind", "Live tensors share addresses");
        case Kind::bank_conflict: return QT_TRANSLATE_NOOP("DiagnosticKind", "Bank conflict");
        case Kind::bank_starvation: return QT_TRANSLATE_NOOP("DiagnosticKind", "Bank starvation");
        case Kind::dma_serialized: return QT_TRANSLATE_NOOP("DiagnosticKind", "DMA accesses serialized on one bank");

        case Kind::trace_io_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "The trace file cannot be read or written");
        case Kind::trace_bad_value: return QT_TRANSLATE_NOOP("DiagnosticKind", "Invalid value in the trace");
        case Kind::trace_empty: return QT_TRANSLATE_NOOP("DiagnosticKind", "The trace file is empty");
        case Kind::trace_missing_field: return QT_TRANSLATE_NOOP("DiagnosticKind", "A field is missing from the trace");
        case Kind::trace_not_json: return QT_TRANSLATE_NOOP("DiagnosticKind", "The file is not a JSON trace");
        case Kind::trace_syntax_error: return QT_TRANSLATE_NOOP("DiagnosticKind", "The trace is not valid JSON");
        case Kind::trace_too_deep: return QT_TRANSLATE_NOOP("DiagnosticKind", "The trace nests too deeply");
        case Kind::trace_truncated: return QT_TRANSLATE_NOOP("DiagnosticKind", "The trace file is cut short");
        case Kind::trace_unknown_format: return QT_TRANSLATE_NOOP("DiagnosticKind", "The trace has another format");
        case Kind::trace_wrong_type: return QT_TRANSLATE_NOOP("DiagnosticKind", "A value of the wrong type in the trace");
        case Kind::compare_no_slices: return QT_TRANSLATE_NOOP("DiagnosticKind", "A trace has no slices to compare");
        case Kind::compare_time_unit_mismatch: return QT_TRANSLATE_NOOP("DiagnosticKind", "The traces count time in different units");
        case Kind::compare_too_long: return QT_TRANSLATE_NOOP("DiagnosticKind", "The traces are too long to compare");
    }
    return "";
}

QString diagnosticKindTitle(diag::Kind kind) { return QCoreApplication::translate("DiagnosticKind", diagnosticKindSource(kind)); }

bool diagnosticKindTranslated(diag::Kind kind) { return diagnosticKindTitle(kind) != QLatin1String(diagnosticKindSource(kind)); }

QString diagnosticText(diag::Kind kind, const QString& coreMessage) {
    if (!diagnosticKindTranslated(kind)) return coreMessage;
    const QString title = diagnosticKindTitle(kind);
    if (coreMessage.isEmpty()) return title;
    return QCoreApplication::translate("DiagnosticText", "%1: %2", "a kind's translated headline, then core's English sentence")
        .arg(title, coreMessage);
}

QString diagnosticText(diag::Kind kind, const std::string& coreMessage) { return diagnosticText(kind, toQt(coreMessage)); }

QString diagnosticText(const diag::Diagnostic& diagnostic) { return diagnosticText(diagnostic.kind, diagnostic.message); }

}  // namespace tcpwb::widgets
