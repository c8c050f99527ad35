<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChartLegend</name>
    <message numerus="yes">
        <source>… and %n more offers (every offer is in the table)</source>
        <translation>
            <numerusform>… and %n more offer (every offer is in the table)</numerusform>
            <numerusform>… and %n more offers (every offer is in the table)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultTables</name>
    <message numerus="yes">
        <source>All on the API: %1. All self-hosted (%n node(s) always on): %2.</source>
        <translation>
            <numerusform>All on the API: %1. All self-hosted (%n node always on): %2.</numerusform>
            <numerusform>All on the API: %1. All self-hosted (%n nodes always on): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best plan: %n node(s) on %1 h a day (cold starts included), the rest on %2: %3 a month. %4</source>
        <translation>
            <numerusform>Best plan: %n node on %1 h a day (cold starts included), the rest on %2: %3 a month. %4</numerusform>
            <numerusform>Best plan: %n nodes on %1 h a day (cold starts included), the rest on %2: %3 a month. %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Runtime reserve %1; at most %2 sequences of this context fit; %n node(s).</source>
        <translation>
            <numerusform>Runtime reserve %1; at most %2 sequences of this context fit; %n node.</numerusform>
            <numerusform>Runtime reserve %1; at most %2 sequences of this context fit; %n nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replicas of %2 GPUs on %n node(s) each; memory and concurrency are per replica.</source>
        <extracomment>%1 replicas (copies of the model serving on their own, always 2 or more), %2 GPUs each; %n nodes each.</extracomment>
        <translation>
            <numerusform>%1 replicas of %2 GPUs on %n node each; memory and concurrency are per replica.</numerusform>
            <numerusform>%1 replicas of %2 GPUs on %n nodes each; memory and concurrency are per replica.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One replica of %1 GPUs on %n node(s); memory and concurrency are per replica.</source>
        <extracomment>One replica (a copy of the model) spread over %n nodes (always 2 or more); %1 GPUs in all.</extracomment>
        <translation>
            <numerusform>One replica of %1 GPUs on %n node; memory and concurrency are per replica.</numerusform>
            <numerusform>One replica of %1 GPUs on %n nodes; memory and concurrency are per replica.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>breakeven::HybridDayChart</name>
    <message numerus="yes">
        <source>%n node(s) serve the busy hours; the rest goes to %1.</source>
        <translation>
            <numerusform>%n node serves the busy hours; the rest goes to %1.</numerusform>
            <numerusform>%n nodes serve the busy hours; the rest goes to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>breakeven::MainWindow</name>
    <message numerus="yes">
        <source>%n caveat(s) before acting on the plan</source>
        <extracomment>The button that shows the answer&apos;s cheaper plan&apos;s caveats (its capacity estimated, its price old).</extracomment>
        <translation>
            <numerusform>%n caveat before acting on the plan</numerusform>
            <numerusform>%n caveats before acting on the plan</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>breakeven::PlansView</name>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n plan</numerusform>
            <numerusform>%n plans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n serve(s) the workload</source>
        <translation>
            <numerusform>%n serves the workload</numerusform>
            <numerusform>%n serve the workload</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No plan on %n GPU(s) of the catalog (%1).</source>
        <translation>
            <numerusform>No plan on %n GPU of the catalog (%1).</numerusform>
            <numerusform>No plan on %n GPUs of the catalog (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>breakeven::PresetSession</name>
    <message numerus="yes">
        <source>... and %n more problem(s).</source>
        <translation>
            <numerusform>... and %n more problem.</numerusform>
            <numerusform>... and %n more problems.</numerusform>
        </translation>
    </message>
</context>
</TS>
