<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CommandLine</name>
    <message>
        <source>TCP Workbench: mapping studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A *.tcpwb.json document to open</source>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <source>Cannot write %1: %2</source>
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
</context>
<context>
    <name>tcpwb::gui::MainWindow</name>
    <message>
        <source>Mapping studio (*.tcpwb.json);;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>&amp;Open…</source>
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
        <source>Open Mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Mapping As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Mapping</source>
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
    <name>tcpwb::widgets::BufferPositionModel</name>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds tensor index</source>
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
</TS>
