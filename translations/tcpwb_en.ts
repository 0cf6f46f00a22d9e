<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data: %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory: %1 still read by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory: %1 reuses %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 held by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its context</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BankView</name>
    <message>
        <source>padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every axis at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fetch or commit configuration to trace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in the first %1 accesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bank is hit %1 times in a row%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 streaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 or more accesses to one bank%3 (the longest %4): a starvation risk for the DMA Engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not named: the lookup budget of one update is spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side is in HBM: no channel is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No HBM request was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even: all %1 channels carry about %2 bytes each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uneven: channel %1 (stack %2) carries %3 bytes, %4x the mean over %5 channels; %6 of %5 channels are idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stacks used: %1 of %2; address bit 8 (the stack) never changes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>TCP Workbench: mapping studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the window after loading, then exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit right after loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size, e.g. 1100x720</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from the default layout and settings; save no settings, no autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language for this run: system, en or ko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with this theme (and keep it): system, light or dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trace (Chrome JSON or furiosa-opt schedule) to show in the Timeline tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two traces in the Compare tab: --compare A B (or --compare A --compare B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tcpwb: --compare needs two traces: --compare A B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel&apos;s folder (its crate): the Timeline shows the trace&apos;s source files from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A *.tcpwb.json document or *.tcpwbproj.json project to open, a *.rs kernel or a kernel crate&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a kernel (.rs) or a kernel crate&apos;s folder in the Kernel tab and run it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a kernel: run this device function of it on its own (as tcpwb-cli run --fn); in a crate, its Rust path</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccessible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sliding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>padding (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (and %n more)</numerusform>
            <numerusform> (and %n more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Derivation</name>
    <message>
        <source>give the alias a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is already defined above; this row is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix the axes first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosticKind</name>
    <message>
        <source>Too large for the workbench to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON nests too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file cannot be read or written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal error of the workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Syntax error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unbalanced brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mapping expression is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expression nests too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A size is too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alias refers to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases nest too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An axis is declared twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid padded axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid skewed axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offset leaves nothing of the axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resize is larger than the size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The padding is smaller than the size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A size does not divide evenly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address is past the end of the memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensor exceeds its memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Row is larger than a slice&apos;s MAC rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Chip size does not match the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cluster size does not match the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slice size does not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile&apos;s mapping does not match its tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This adapter stage is not available in this context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misaligned address or stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A commit writes one place more than once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fetch Adapter cannot convert this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Commit Adapter cannot convert this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Commit Engine cannot write this packet size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commit size does not fit the context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid commit_trim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many sequencer entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fetch size fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value does not fit in 32 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No loop nest of constant strides reads the stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The buffer does not hold what the stream needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid interleaving axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sequencer entry iterates too many times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padding the Fetch Adapter cannot mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A write outside the destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The packet is not read contiguously</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported packet size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pad value does not fit the type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid slice bitmap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table has too few entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lookup table for this conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stream term a sequencer cannot read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid valid counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid zero point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transfer does not fit the memory&apos;s structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough DMA Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DMA cannot split the transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The valid elements do not form a prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reduce axis appears nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trimming loses data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many VCG counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The VCG cannot express these valid counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time parts on both sides of the Slice part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another axis shares the Packet prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Packet part is not innermost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The valid elements do not start the flit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An axis appears more than once in Packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Packet is larger than one flit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slice part does not sit on whole slice-id bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slice parts are not ordered by stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An axis spans Slice and Packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Time size does not match the transposed placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An output element no input holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The topology needs the full cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moved axes are not the innermost Time factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An output mapping is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moved axes change their Slice order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output does not match the topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ring size is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time steps out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid topology parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology syntax error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cast packet differs from the Cast Engine&apos;s output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The packet is larger than the Cast Engine&apos;s flit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Cast Engine does not convert this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collected stream differs from the Collect Engine&apos;s output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid Transpose Engine columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream differs from the Transpose Engine&apos;s output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A packet the Transpose Engine does not take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid Transpose Engine rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The accumulation&apos;s Packet does not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The accumulator cannot reduce this Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The accumulator is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid number of flits per packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid computation Packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid contraction Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Contraction Engine does not multiply this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window does not fit the shift buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The packet is not one flit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce-max runs on one Row only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OutPacket is not 64 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid number of TRF Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outputs do not fit the Packet&apos;s lanes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three flits per packet need shift reuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a sliding window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many outputs per Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OutTime and OutPacket do not hold the stream in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stride does not fit in 32 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tiling axes are not innermost in OutTime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream does not match the TRF&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong reduction tree depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misaligned TRF access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TRF Element does not fit in the TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TRF lacks a weight the computation needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TRF cannot be read as this OutPacket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TRF cannot be read in this OutTime order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Contraction Engine does not take this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expression cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown Vector Engine method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid operand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ExecutionIds are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The VRF lacks an element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too few accumulator slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A call after vector_final()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ALU is already in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broadcast axis already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broadcast size does not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector Engine calls out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vector_concat() needs an even Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slot that can never fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operation does not match the stream&apos;s type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expression cannot be streamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vector_filter() is not available here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inter-slice reduce cannot follow this stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid inter-slice reduce output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chain does not end with vector_final()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chain does not start with vector_init()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A _zip operation without two groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The promoted axis is not in Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The promoted factor has the wrong size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reduce axis is inside a grouped factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reduce axis is in neither Time nor Packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reduce axis is also outside the Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reduce axis is not named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reduce axis is split across the Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Packet mixes the reduce axis with another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The named shape differs from the stage&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stage is already used in this pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps out of pipeline order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stash was already consumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was stashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stash has another type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vector_stash() is not available here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trimming drops data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No inter-slice reduce in two-group mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No intra-slice reduce in two-group mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unzip axis is not 2-way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two groups are not merged before vector_final()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vector_final() needs Way8 packets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The widening does not match the narrowing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported by the workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error in a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kernel to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A type or mapping must be written out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong number of arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambiguous module file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Module file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The modules form a cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensors do not fit in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid fetch_mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported device topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel has no output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program cannot be simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensor does not fit in its memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DMA cycles are estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A layout a DMA cannot make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow DMA transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tensors lack the interleaving axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved tensors differ in type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stream type that cannot be stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The destination would store elements in the wrong place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream&apos;s layout does not match the destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stage&apos;s data differs from its mappings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transfer&apos;s tensors differ in type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A read of memory nothing wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported by the simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Vector Engine does not take this type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A write past the end of the tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An address past the memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live tensors share addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank starvation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DMA accesses serialized on one bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace file cannot be read or written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid value in the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A field is missing from the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a JSON trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace nests too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace file is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace has another format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value of the wrong type in the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trace has no slices to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traces count time in different units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traces are too long to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid request or setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reshape changes the size of a Chip, Cluster, Slice or Element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An index names no row of its table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gather&apos;s or scatter&apos;s tensors do not pair up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index list exceeds one PE&apos;s SPM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sub context has no such engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <source>%1: %2</source>
        <comment>a kind&apos;s translated headline, then core&apos;s English sentence</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds JSON but not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a mapping-studio file: &quot;format&quot; must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported &quot;version&quot; (this build reads version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&quot;%2&quot; must be a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;aliases&quot; must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alias %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a mapping-studio file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;stream&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message>
        <source>Edit Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Element Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Reduce Axes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportView</name>
    <message>
        <source>Exported from TCP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no visible view to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to %1: choose a .png, .svg or .pdf file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to %1: the view could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>&quot;document&quot; must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>design %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;name&quot; must be a non-empty string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1 (this build reads version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer TCP Workbench (project version %1); this build reads version %2. The file was not changed; open it with a newer TCP Workbench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;designs&quot; must be an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a project holds at least one design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two designs are called &quot;%1&quot;; names must differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;active&quot; must be the index of a design (0 to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds JSON but not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a TCP Workbench file: &quot;format&quot; must be &quot;%1&quot; or &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a TCP Workbench file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SliceStructure</name>
    <message>
        <source>chip %1 / cluster %2 / slice %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The `%1` alias has an error: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole tensor (Chip × Cluster × Slice × Element) cannot be built: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceFiles</name>
    <message>
        <source>%1 is %2 bytes, more than a kernel&apos;s source (at most %3 are read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule names no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found next to the trace: File &gt; Set Source Folder… chooses the kernel&apos;s folder (its crate, which holds src/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found under %2 nor next to the trace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StreamDerivation</name>
    <message>
        <source>`%1` is not an element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is not an engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is not a context</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SwitchData</name>
    <message>
        <source>padding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TensorUnitDerivation</name>
    <message>
        <source>`%1` is not a declared axis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeUnit</name>
    <message>
        <source>cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::Autosave</name>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unsaved changes are only in this window; save them where there is room.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::AutosaveWriter</name>
    <message>
        <source>Cannot create the autosave folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: the autosave folder %1 is full of unrecovered work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: cannot write %1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::DesignListModel</name>
    <message>
        <source>Double-click or F2 to rename</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::DesignStatus</name>
    <message>
        <source>axes do not parse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expression error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stream error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breaks a hardware rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design %1 (%2 of %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::DesignsDock</name>
    <message>
        <source>Designs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::KernelAutosave</name>
    <message>
        <source>The kernel&apos;s unsaved edits are only in this window; save them where there is room.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::MainWindow</name>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About TCP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About TCP Workbench</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;TCP Workbench %1&lt;/h3&gt;&lt;p&gt;A workbench for kernel writers of the TCP Virtual ISA.&lt;/p&gt;&lt;p&gt;The mapping studio shows what a mapping expression means: its size, its normal form, and which tensor element each buffer position holds.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project (*.tcpwbproj.json);;Single design (*.tcpwb.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffer positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export View…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Design…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name Design…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n design(s) from %1</source>
        <translation>
            <numerusform>Imported %n design from %1</numerusform>
            <numerusform>Imported %n designs from %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Design 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added design %1 (a copy of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designs and projects (*.tcpwb.json *.tcpwbproj.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A project keeps at least one design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the design %1 from the project? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed design %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings are off in this session (--no-settings): the language cannot be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes when TCP Workbench starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered unsaved changes to %1; save to keep them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unsaved project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCP Workbench did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects, designs and kernels (*.tcpwbproj.json *.tcpwb.json *.rs);;Projects (*.tcpwbproj.json);;Designs (*.tcpwb.json);;Kernels (*.rs);;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the design %1 from the kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Kernel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel Sa&amp;mples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the kernel %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the kernel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels (*.rs);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpare Traces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Timeline Trace &amp;With…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare Traces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: Trace A (before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: Trace B (after)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare %1 With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard deletes them. Not Now keeps them and asks again at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded the unsaved changes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unsaved changes to %1 are kept; they are offered again at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the edits to the kernel %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel %1 is a built-in sample and cannot be saved. Drop its edits?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept the edited kernel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Source &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel&apos;s folder (its crate): the Timeline shows the schedule&apos;s source lines from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>furiosa-opt &amp;Toolchain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chose %1 in the kernel %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chose %1 in the kernel %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Kernel &amp;Crate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Kernel Crate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosaved the kernel&apos;s unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered unsaved edits to the kernel %1; save to keep them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::RecentFiles</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::AliasEditor</name>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an alias below the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::AliasTableModel</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BankPlot</name>
    <message>
        <source>share of accesses touching the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access (cycle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DM bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of accesses</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BankStreakModel</name>
    <message>
        <source>Named from evenly spaced accesses of the streak (its first and last among them): one update looks up at most %1 buffer positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colliding elements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BankView</name>
    <message>
        <source>%1 → %2, %3. Packet (stride0): %4 elements = %5 bytes; 256-byte requests per packet: %6; alignment (bytes): read %7, write %8, packet %9; DMA Engines: %10; descriptors: %11; requests: %12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 cycles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles are not estimated on each keystroke beyond %1 requests: run `tcpwb-cli dma`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a streak to zoom the heatmap to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBM channel (chip × 32 + stack × 16 + channel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the stream&apos;s Time and Packet in the Sequencer dock to see the DM banks its accesses touch (Fetch or Commit Engine) or the HBM channels it uses (DMA Engine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No configuration to show: fix the problem above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 slices share this pattern: each runs the same configuration on its own DM. Coordinates are named for slice %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every slice that runs this configuration shares this pattern (the stream&apos;s Slice is m![1]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accesses of %2 bytes (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first %1 are traced and drawn on each keystroke; streaks are looked for in them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 streaks are outlined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll to zoom along the accesses; columns aggregate accesses when there are more than pixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stack %1: %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the first %1 of %2 requests.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BufferPositionModel</name>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds tensor index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the position holds in %1: the slice&apos;s coordinate joined with the element&apos;s index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In slice %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BufferPositionsView</name>
    <message>
        <source>Buffer positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The axes have an error; see the Mapping panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expression has an error; see the Mapping panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffer positions: the first %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buffer positions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; slice %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, only padding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::CompareDeltaModel</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts at the same cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts %1 cycles later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts %1 cycles earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (occurrence %3): %4 cycles in A, %5 in B (%6, %7); %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (occurrence %3) is only in A: B has no match for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (occurrence %3) is only in B: A has no match for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::CompareView</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open A…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run before: a trace file (ours, the Furiosa NPU profile, a --dump-schedule JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open B…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run after, compared against A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show both runs whole, on one time axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel zooms, drag pans, Ctrl+drag selects a range: both timelines follow. Pick a row to frame its operation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: Trace A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare: Trace B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading traces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compare %1 with %2: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: no trace (Open A…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (before): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: no trace (Open B…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B (after): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two runs: File &gt; Compare Traces…, Open A… and Open B… here, or Kernel &gt; Compare with previous run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Span %1 → %2 %3 (%4, %5). Operations %6 → %7 (%8, %9). %10 matched: %11 slower, %12 faster; %13 only in A, %14 only in B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy per track: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per stage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By source line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open two traces to compare them by source line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By source line (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::CriticalPathModel</name>
    <message>
        <source>No critical path: the schedule holds no operations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n op(s) ending at cycle %1: %2 busy, %3 waiting unexplained. On the path: %4.</source>
        <translation>
            <numerusform>%n op ending at cycle %1: %2 busy, %3 waiting unexplained. On the path: %4.</numerusform>
            <numerusform>%n ops ending at cycle %1: %2 busy, %3 waiting unexplained. On the path: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2, cycles %3 to %4; waited for %5 (ready at cycle %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>also ready then: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then %1 cycles the schedule does not explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waited for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::DiagnosticView</name>
    <message>
        <source>Error:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(at character %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::DmaConfigModel</name>
    <message>
        <source>In elements of the side&apos;s address space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packet (stride0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::DmaTransfersModel</name>
    <message numerus="yes">
        <source>%n DMA transfer(s), against the DMA Engine&apos;s peak of %1 B/cycle (the manual&apos;s Memory Performance).</source>
        <translation>
            <numerusform>%n DMA transfer, against the DMA Engine&apos;s peak of %1 B/cycle (the manual&apos;s Memory Performance).</numerusform>
            <numerusform>%n DMA transfers, against the DMA Engine&apos;s peak of %1 B/cycle (the manual&apos;s Memory Performance).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3 without padding) in %4 cycles, %5 B/cycle, %6 of the peak; tensors %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More DM bytes than the engine moves at its peak: the source is smaller (one copy written to several slices).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes without the padding the tensors&apos; shapes give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per cycle against the DMA Engine&apos;s peak; above 100% the same data lands in several slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule&apos;s own util.total_util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B/cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Util</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::FlitStepper</name>
    <message>
        <source>The Tensor Unit pass to step through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycle </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle from the pass&apos;s start: Left/Right step, PageUp/PageDown ×10, Home/End, N next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First cycle (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cycle back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cycle on (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next cycle where a stage moves (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last cycle (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stage moves after cycle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel has no Tensor Unit pass to step through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a kernel that plans to step through its flits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel does not plan: no flits to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: t = %2 / %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: idle (cycles %2–%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Cycle %1 of %2 on chip %3, cluster %4, slice %5: %n stage(s) hold a flit</source>
        <translation>
            <numerusform>Cycle %1 of %2 on chip %3, cluster %4, slice %5: %n stage holds a flit</numerusform>
            <numerusform>Cycle %1 of %2 on chip %3, cluster %4, slice %5: %n stages hold a flit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n valid</source>
        <translation>
            <numerusform>, %n valid</numerusform>
            <numerusform>, %n valid</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::FlitTableModel</name>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid: after the filter&apos;s valid count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::HardwareConfigModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequencer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iterations: the product of the entries&apos; sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>walks back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::IdleHolesModel</name>
    <message numerus="yes">
        <source>%1: %2 busy, %3 idle cycles in %n hole(s) of at least %4</source>
        <translation>
            <numerusform>%1: %2 busy, %3 idle cycles in %n hole of at least %4</numerusform>
            <numerusform>%1: %2 busy, %3 idle cycles in %n holes of at least %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 idle for %2 cycles, %3 to %4: after %5, before %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelCrateModel</name>
    <message>
        <source>Module / function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (inline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#[device(chip = %1, pe = %2)] fn %3(%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelDocument</name>
    <message>
        <source>Cannot read the kernel %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel %1 has no file to save to (a built-in sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the kernel %1: %2. The file was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a kernel crate: no Cargo.toml or src/lib.rs in it or above it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the kernel crate %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`%1` is host code the workbench does not read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the kernel %1: it holds more than %2 bytes (4 MiB), the most a kernel source may hold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelOpsModel</name>
    <message>
        <source>slice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency %1 cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream after the stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelOutputsModel</name>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max |error|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelProblemsModel</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set aside</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelView</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the stage&apos;s stream as a new design of the mapping studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outputs checked against the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate the kernel value by value and check its outputs (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for every random input; &quot;kernel&apos;s&quot; keeps the kernel&apos;s seed_from_u64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every output matches the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some outputs differ from the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a stage with a Time and Packet stream to open it in the studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flit stepper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with previous run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the last two runs side by side in the Compare tab, the largest regressions first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, run %2 (%3 cycles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1: vector_filter(%2) kept %3 of %4 elements, %5–%6 per slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, vector_filter(%2): valid count per slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Problems: %n error(s)</source>
        <translation>
            <numerusform>Problems: %n error</numerusform>
            <numerusform>Problems: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n warning</numerusform>
            <numerusform>, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n warning(s): see Problems</source>
        <translation>
            <numerusform> — %n warning: see Problems</numerusform>
            <numerusform> — %n warnings: see Problems</numerusform>
        </translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the edited kernel to its file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the file again, dropping unsaved edits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file changed on disk; Reload reads it (your edits are dropped), Save keeps yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited (a built-in sample: not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited, not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the kernel (F5): its schedule is analysed here, line by line of its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device function to run: the file&apos;s own choice (its host code, else its first #[device] function), or one of them on its own, on seeded inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the file runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the file as it is written: its host code, else its first #[device] function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#[device(chip = %1, pe = %2)] fn %3(%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dialect: the furiosa-opt toolchain&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dialect: the manual&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the crate it uses and the calls it makes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read in the %1 dialect: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran, with no output to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kernel: File &gt; Open Kernel… or Open Kernel Crate…, or drop a .rs file or a crate&apos;s folder here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crate&apos;s modules, their files and #[device] functions: choose a function to read and run it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No declaration found for the name at the cursor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Fix: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal form: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapping %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the kernel&apos;s own file again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, read-only: the chosen operation is written here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, read-only: another file of the kernel&apos;s crate</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n host item(s) set aside</source>
        <translation>
            <numerusform>; %n host item set aside</numerusform>
            <numerusform>; %n host items set aside</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::LayoutModel</name>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position %1 (row %2, column %3)
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (padding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice coordinate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this slice holds only padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, element position %2 (row %3, column %4 of the slice)
%5
%6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::LayoutView</name>
    <message>
        <source>Cells with the same value of this get the same colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole buffer (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The axes have an error; see the Mapping panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expression has an error; see the Mapping panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>axis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outer factor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 positions as %2 rows × %3 columns; colour: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; zoomed out: each square samples %1 × %1 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; selected position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slice shown under One slice and selected in the grid (chip-major number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One slice&apos;s Element buffer, or the whole Chip × Cluster × Slice × Element tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All slices needs an alias named Slice (and optionally Chip and Cluster) in the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alias named %1: taken as m![1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips × clusters × slices × elements = %2 × %3 × %4 × %5 = %1 positions in %6 × %7 cells; colour: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 holds only padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; selected position %1 of slice %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::MappingDocument</name>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in samples are read-only; use Save As.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::MappingEditorDock</name>
    <message>
        <source>Mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A = 8, B = 512</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m![A, B]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expression</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::MappingSummaryView</name>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal form factors (major first)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::NormalFormModel</name>
    <message>
        <source>The axis this digit of the buffer position walks (or what else it stands for)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many values this digit takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digits at or above this are padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far along the axis one step of this digit goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where along the axis digit 0 starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the padding positions hold, when there are any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::PositionLookup</name>
    <message>
        <source>A buffer position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::Project</name>
    <message>
        <source>Design 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sample)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no design %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A design needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another design is already called &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in samples are read-only; use Save As.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A project of several designs is saved as *%1; use Save As.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RingCanvas</name>
    <message>
        <source>slice %1
ring group %2 of %3, position %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
input Slice holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
output Slice holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>
accepts %n input slice(s)</source>
        <translation>
            <numerusform>
accepts %n input slice</numerusform>
            <numerusform>
accepts %n input slices</numerusform>
        </translation>
    </message>
    <message>
        <source>1 ring of %1 slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rings of %2 slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output slice %1, ring %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input slice %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterCanvas</name>
    <message>
        <source>cycle %1   in: above, out: below (filled = kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice %1, ring position %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outputs and keeps %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sees and ignores %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterCycleModel</name>
    <message>
        <source>alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leaf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: from %2, to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packets this slice&apos;s snoop bitmap has kept up to this cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Router (packet: from, to)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterPanel</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause the animation (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|◀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First cycle (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last cycle (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cycles/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Router animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycle %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterStepper</name>
    <message>
        <source>No switch plan: give a topology the stream satisfies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring_size %1 is too large to animate router by router (at most %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 packets per ring (ring_size %2 x %3 time steps) are too many to animate (at most 256).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packet %1 (slice %2, time %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::ScheduleAnalysisView</name>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holes of at least </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List only the idle holes at least this long (tcpwb-cli trace --idle --idle-min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By source (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical path (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle holes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DMA (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its description holds no hardware configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware configuration of %1 (%2), from its description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware configuration: pick a DMA transfer or an operation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per source line: makespan %1 cycles; %2 located ops, %3 cycles; %4 without a location, %5 cycles. Pick a row to select its operations.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SelectionStatsModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contexts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SequencerConfigModel</name>
    <message>
        <source>packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masking last_dim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid counts by index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stride</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SequencerDock</name>
    <message>
        <source>DM banks, %1 accesses of %2 bytes%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the first %1 shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bank is hit %1 times in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, first at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starvation risk: bank %1 is hit %2 times in a row from access %3%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more streaks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequencer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show term by term, before merging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequencer rules only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sub context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m![A, B / 32]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m![B % 32]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the stream&apos;s Time and Packet to see the configuration the hardware derives from the expression&apos;s buffer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DMA Engine (HBM → DM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DMA configuration and its HBM channel use are in the Banks tab.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SequencerSummaryModel</name>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[size : stride, ...] : packet, outermost first, strides in elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 elements, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The innermost entry&apos;s size: what one read or write moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the first access starts; negative when a padded axis reads before the tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 8 entries: adjacent entries with s1 = n2 × s2 become one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contiguous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contiguous_sram_access_size: bytes read without a jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetch_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest read of the context dividing the packet and the contiguous run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fetches per packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Fetch Adapter&apos;s batching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time::SIZE × ceil(Packet bytes / fetch_size)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 per packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The type and packet size after the adapter&apos;s cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>case %1 on %2: last_dim %3, left_pad %4, valid counts %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (added the entry 1 : 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 valid and %2 masked elements per row of the axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commit_in_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of each 32-byte flit written after truncating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contiguous_sram_access_size: bytes written without a jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commit_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gcd(contiguous, commit_in_size): bytes per write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes per packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commit_in_size / commit_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time::SIZE × writes per packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Property</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pad the packet to %1 bytes: fetch_size rises from %2 to %3 bytes, cycles fall from %4 to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch Engine, &quot;The Impact of Padding Choice&quot;: %1 more bytes per packet (and per row of the buffer) buy 32-byte reads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SliceStrip</name>
    <message>
        <source>Slices of the cluster: filled where the fetch stage holds data at this cycle; click one to step it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SnoopBitmapPlot</name>
    <message>
        <source>input slice (source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output slice (snooping)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output slice %1 accepts input slice %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output slice %1 ignores input slice %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourceCodeView</name>
    <message numerus="yes">
        <source>Line %1: %n op(s), %2 busy cycles, %3 of the makespan. Click to select them in the timeline.</source>
        <translation>
            <numerusform>Line %1: %n op, %2 busy cycles, %3 of the makespan. Click to select it in the timeline.</numerusform>
            <numerusform>Line %1: %n ops, %2 busy cycles, %3 of the makespan. Click to select them in the timeline.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourceCompareModel</name>
    <message>
        <source>By source line: makespan %1 → %2 cycles (%3, %4); %5 lines matched, %6 removed, %7 added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two kernels differ, so this is a new baseline, not a tuning result:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in A: %1:%2, %3 cycles
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in B: %1:%2, %3 cycles
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 cycles in A at %4, %5 in B at %6 (%7, %8)
A: %9
B: %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where (A → B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourceCostModel</name>
    <message>
        <source>%1:%2:%3
%4
%5 ops, %6 busy cycles (%7 of the makespan), cycles %8 to %9, on %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contexts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourcePanel</name>
    <message>
        <source>Source Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files the schedule&apos;s operations are written in, the costliest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kernel&apos;s folder (its crate, which holds src/): the schedule&apos;s locations are read from there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 cycles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule&apos;s operations name no source file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trace: its kernel&apos;s source shows here, each line with its cycles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found: see below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the kernel&apos;s text)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SwitchSummaryModel</name>
    <message>
        <source>topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output Slice mapping (canonical form).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out Slice parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The output Time mapping (canonical form).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out Time parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring_size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices that exchange packets: slice1 x slice0 (1 for Forward).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>256 / ring_size independent ring groups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes, %2-byte flits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring_size x input_time x cycles_per_packet = %1 x %2 x %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycles_per_packet = ceil(packet bytes / flit bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SwitchView</name>
    <message>
        <source>The output slice whose ring, bitmap row and routers are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a slice on the ring or a bitmap cell to select it; the Slice and the topology are edited in the Tensor Unit panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream&apos;s Time and Packet do not compile yet (Sequencer panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No topology: give one in the Tensor Unit panel, e.g. Broadcast01 slice1=2 slice0=2 time0=4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream&apos;s Slice does not compile (Tensor Unit panel).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TensorUnitDock</name>
    <message>
        <source>Tensor Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broadcast01 slice1=2 slice0=2 time0=4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R  (the reduce axis; several: H, W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>valid count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m![A]  (256 positions for the Switch Engine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream&apos;s Time and Packet come from the Sequencer panel; give its Slice here, then a topology or the reduce axes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out Slice  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out Time   %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ring_size  %1 (%2 rings in parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cycles     %1 = %2 x %3 time steps x %4 flits per packet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mode, %2 slices x %3 time steps%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the first %1 shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Switch tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rings, the snoop bitmap with coordinates and the router animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vc(s, t) = packet_vc(t) x gate0(s, t) x gate1(s, t) x gate2(s, t)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counter c%1 (%2): 0..%3, stride %4 -&gt; %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>packet dim: packet_vc(t) = min(stride_p, max(0, V_p - idx_p(t))), V_p %1, stride_p %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gate%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gate%1: slice s with s &amp; %2 below %3 open; equal to %3 open while idx &lt; %4; above %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the boundary (transposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: disabled (all valid)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TimelineCanvas</name>
    <message>
        <source>No trace loaded.
File &gt; Open Trace… or drop a Chrome trace or furiosa-opt schedule (.json) here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n slice</numerusform>
            <numerusform>%n slices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slices</source>
        <translation>
            <numerusform>%n slice</numerusform>
            <numerusform>%n slices</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more under the mouse</source>
        <translation>
            <numerusform>and %n more under the mouse</numerusform>
            <numerusform>and %n more under the mouse</numerusform>
        </translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to move the track; double-click to pin it on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 at cycle %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 pages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TimelineModel</name>
    <message>
        <source>Bookmark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>category: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start %1, end %2, duration %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &lt;b&gt;%1&lt;/b&gt;: bytes [%2, %3), cycles [%4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (an input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read by: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing came before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waited for %1, written by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waited for the storage of %1, held until %2 ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waited for %1, which held %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the critical path (%1 of %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>then %n unexplained cycles</source>
        <translation>
            <numerusform>then %n unexplained cycle</numerusform>
            <numerusform>then %n unexplained cycles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TimelineView</name>
    <message>
        <source>Loading %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search slice names…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole trace (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: move the cursor across the trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B adds a bookmark at the mouse; double-click one to go there; Delete removes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n track(s)</source>
        <translation>
            <numerusform>%n track</numerusform>
            <numerusform>%n tracks</numerusform>
        </translation>
    </message>
    <message>
        <source>Selection: cycles [%1, %2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not placed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at cycle %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trace loaded: File &gt; Open Trace…, or drop a .json trace on the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 match &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cursor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter: next match, Shift+Enter: previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 slices on %4 tracks, %5 flows, %6 counters, %7 %8 .. %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x (%1 %2/ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline in red the chain of operations that sets the makespan; hover one for why it waited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hatch each context&apos;s stretches with no operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection: Ctrl+drag on the lanes, drag on the ruler, or click a slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2% busy (%3 of %4 %5, %6 ops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation over the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation over the whole trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical path: %1 ops ending at %2; %3 busy, %4 waiting unexplained (red outlines; hover one for why it waited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trace: open one, and its schedule is analysed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source Folder: the kernel&apos;s crate</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Selection: %n operation(s), cycles [%1, %2)</source>
        <translation>
            <numerusform>Selection: %n operation, cycles [%1, %2)</numerusform>
            <numerusform>Selection: %n operations, cycles [%1, %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TraceLoader</name>
    <message>
        <source>Cannot open the trace %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(at byte %1; %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
