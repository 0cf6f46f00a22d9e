<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AnalysisText</name>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation>텐서</translation>
    </message>
    <message>
        <source>the kernel&apos;s start</source>
        <translation>커널의 시작</translation>
    </message>
    <message>
        <source>data: %1 from %2</source>
        <translation>데이터: %2의 %1</translation>
    </message>
    <message>
        <source>memory: %1 still read by %2</source>
        <translation>메모리: %2이(가) 아직 %1을(를) 읽음</translation>
    </message>
    <message>
        <source>memory: %1 reuses %2 of %3</source>
        <translation>메모리: %1이(가) %3의 %2 자리를 다시 씀</translation>
    </message>
    <message>
        <source>%1 held by %2</source>
        <translation>%2이(가) %1을(를) 점유</translation>
    </message>
    <message>
        <source>its context</source>
        <translation>그 컨텍스트</translation>
    </message>
</context>
<context>
    <name>BankView</name>
    <message>
        <source>padding</source>
        <translation>padding</translation>
    </message>
    <message>
        <source>every axis at 0</source>
        <translation>모든 축이 0</translation>
    </message>
    <message>
        <source>No fetch or commit configuration to trace.</source>
        <translation>trace할 Fetch 또는 Commit 구성이 없습니다.</translation>
    </message>
    <message>
        <source> in the first %1 accesses</source>
        <translation> (처음 %1번의 접근에서)</translation>
    </message>
    <message>
        <source>No bank is hit %1 times in a row%2.</source>
        <translation>%1번 연속으로 접근되는 bank가 없습니다%2.</translation>
    </message>
    <message>
        <source>1 streak</source>
        <translation>streak 1개</translation>
    </message>
    <message>
        <source>%1 streaks</source>
        <translation>streak %1개</translation>
    </message>
    <message>
        <source>%1 of %2 or more accesses to one bank%3 (the longest %4): a starvation risk for the DMA Engine.</source>
        <translation>한 bank에 %2번 이상 연속 접근 %1번%3 (가장 긴 것 %4): DMA Engine의 starvation 위험.</translation>
    </message>
    <message>
        <source>not named: the lookup budget of one update is spent</source>
        <translation>이름 없음: 한 번의 갱신에 쓸 수 있는 조회 한도를 다 썼음</translation>
    </message>
    <message>
        <source>slice %1; %2</source>
        <translation>slice %1; %2</translation>
    </message>
    <message>
        <source>Neither side is in HBM: no channel is used.</source>
        <translation>어느 쪽도 HBM에 있지 않아 channel을 쓰지 않습니다.</translation>
    </message>
    <message>
        <source>No HBM request was made.</source>
        <translation>HBM 요청이 없었습니다.</translation>
    </message>
    <message>
        <source>Even: all %1 channels carry about %2 bytes each.</source>
        <translation>균등: channel %1개가 각각 약 %2바이트를 나릅니다.</translation>
    </message>
    <message>
        <source>Uneven: channel %1 (stack %2) carries %3 bytes, %4x the mean over %5 channels; %6 of %5 channels are idle.</source>
        <translation>불균등: channel %1(stack %2)이 %3바이트를 날라 channel %5개 평균의 %4배입니다. channel %5개 중 %6개가 놀고 있습니다.</translation>
    </message>
    <message>
        <source>Stacks used: %1 of %2; address bit 8 (the stack) never changes.</source>
        <translation>사용한 stack: %2개 중 %1개. 주소 비트 8(stack)이 바뀌지 않습니다.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>TCP Workbench: mapping studio</source>
        <translation>TCP Workbench: 매핑 스튜디오</translation>
    </message>
    <message>
        <source>Save a PNG of the window after loading, then exit</source>
        <translation>불러온 뒤 창을 PNG로 저장하고 종료</translation>
    </message>
    <message>
        <source>Exit right after loading</source>
        <translation>불러온 직후 종료</translation>
    </message>
    <message>
        <source>Window size, e.g. 1100x720</source>
        <translation>창 크기, 예: 1100x720</translation>
    </message>
    <message>
        <source>Start from the default layout and settings; save no settings, no autosave</source>
        <translation>기본 배치와 설정으로 시작하고, 설정과 자동 저장을 남기지 않음</translation>
    </message>
    <message>
        <source>Language for this run: system, en or ko</source>
        <translation>이번 실행의 언어: system, en 또는 ko</translation>
    </message>
    <message>
        <source>Start with this theme (and keep it): system, light or dark</source>
        <translation>이 테마로 시작하고 유지: system, light 또는 dark</translation>
    </message>
    <message>
        <source>A trace (Chrome JSON or furiosa-opt schedule) to show in the Timeline tab</source>
        <translation>타임라인 탭에 보여 줄 trace (Chrome JSON 또는 furiosa-opt schedule)</translation>
    </message>
    <message>
        <source>Compare two traces in the Compare tab: --compare A B (or --compare A --compare B)</source>
        <translation>비교 탭에서 두 trace를 비교: --compare A B (또는 --compare A --compare B)</translation>
    </message>
    <message>
        <source>tcpwb: --compare needs two traces: --compare A B</source>
        <translation>tcpwb: --compare에는 trace 두 개가 필요합니다: --compare A B</translation>
    </message>
    <message>
        <source>The kernel&apos;s folder (its crate): the Timeline shows the trace&apos;s source files from there</source>
        <translation>커널의 폴더(그 crate): 타임라인이 trace의 소스 파일을 여기서 읽어 보여 줌</translation>
    </message>
    <message>
        <source>A *.tcpwb.json document or *.tcpwbproj.json project to open, a *.rs kernel or a kernel crate&apos;s folder</source>
        <translation>열 *.tcpwb.json 문서나 *.tcpwbproj.json 프로젝트, *.rs 커널 또는 커널 크레이트 폴더</translation>
    </message>
    <message>
        <source>Open a kernel (.rs) or a kernel crate&apos;s folder in the Kernel tab and run it</source>
        <translation>커널(.rs)이나 커널 크레이트 폴더를 커널 탭에서 열고 실행</translation>
    </message>
    <message>
        <source>With a kernel: run this device function of it on its own (as tcpwb-cli run --fn); in a crate, its Rust path</source>
        <translation>커널과 함께: 그 커널의 이 장치 함수만 따로 실행합니다 (tcpwb-cli run --fn과 같습니다). 크레이트에서는 그 Rust 경로</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>any</source>
        <translation>임의</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>0</translation>
    </message>
    <message>
        <source>inaccessible</source>
        <translation>접근 불가</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>broadcast</translation>
    </message>
    <message>
        <source>group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <source>sliding</source>
        <translation>sliding</translation>
    </message>
    <message>
        <source>outside the buffer</source>
        <translation>버퍼 밖</translation>
    </message>
    <message>
        <source>padding (%1)</source>
        <translation>패딩 (%1)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 또는 </translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (외 %n개)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Derivation</name>
    <message>
        <source>give the alias a name</source>
        <translation>별칭에 이름을 지정하세요</translation>
    </message>
    <message>
        <source>`%1` is already defined above; this row is ignored</source>
        <translation>`%1`은(는) 위에서 이미 정의되었으므로 이 행은 무시됩니다</translation>
    </message>
    <message>
        <source>fix the axes first</source>
        <translation>먼저 축을 고치세요</translation>
    </message>
</context>
<context>
    <name>DiagnosticKind</name>
    <message>
        <source>Too large for the workbench to check</source>
        <translation>워크벤치가 검사하기에 너무 큼</translation>
    </message>
    <message>
        <source>The file is not valid JSON</source>
        <translation>올바른 JSON 파일이 아님</translation>
    </message>
    <message>
        <source>The JSON nests too deeply</source>
        <translation>JSON이 너무 깊이 중첩됨</translation>
    </message>
    <message>
        <source>A file cannot be read or written</source>
        <translation>파일을 읽거나 쓸 수 없음</translation>
    </message>
    <message>
        <source>Internal error of the workbench</source>
        <translation>워크벤치 내부 오류</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>메모리 부족</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>Syntax error</source>
        <translation>구문 오류</translation>
    </message>
    <message>
        <source>Unbalanced brackets</source>
        <translation>괄호의 짝이 맞지 않음</translation>
    </message>
    <message>
        <source>The mapping expression is empty</source>
        <translation>매핑 식이 비어 있음</translation>
    </message>
    <message>
        <source>The expression nests too deeply</source>
        <translation>식이 너무 깊이 중첩됨</translation>
    </message>
    <message>
        <source>A size is too large</source>
        <translation>크기가 너무 큼</translation>
    </message>
    <message>
        <source>Unknown alias</source>
        <translation>알 수 없는 별칭</translation>
    </message>
    <message>
        <source>An alias refers to itself</source>
        <translation>별칭이 자기 자신을 참조함</translation>
    </message>
    <message>
        <source>Aliases nest too deeply</source>
        <translation>별칭이 너무 깊이 중첩됨</translation>
    </message>
    <message>
        <source>An axis is declared twice</source>
        <translation>축이 두 번 선언됨</translation>
    </message>
    <message>
        <source>Invalid size</source>
        <translation>잘못된 크기</translation>
    </message>
    <message>
        <source>Invalid padded axis</source>
        <translation>잘못된 패딩 축</translation>
    </message>
    <message>
        <source>Invalid skewed axis</source>
        <translation>잘못된 skew 축</translation>
    </message>
    <message>
        <source>The offset leaves nothing of the axis</source>
        <translation>offset이 축을 남김없이 잘라 냄</translation>
    </message>
    <message>
        <source>The resize is larger than the size</source>
        <translation>resize가 크기보다 큼</translation>
    </message>
    <message>
        <source>The padding is smaller than the size</source>
        <translation>패딩이 크기보다 작음</translation>
    </message>
    <message>
        <source>Unknown axis</source>
        <translation>알 수 없는 축</translation>
    </message>
    <message>
        <source>A size does not divide evenly</source>
        <translation>크기가 나누어떨어지지 않음</translation>
    </message>
    <message>
        <source>The address is past the end of the memory</source>
        <translation>주소가 메모리 끝을 넘음</translation>
    </message>
    <message>
        <source>The tensor exceeds its memory</source>
        <translation>텐서가 메모리를 넘음</translation>
    </message>
    <message>
        <source>The Row is larger than a slice&apos;s MAC rows</source>
        <translation>Row가 slice의 MAC 행보다 큼</translation>
    </message>
    <message>
        <source>The Chip size does not match the device</source>
        <translation>Chip 크기가 장치와 맞지 않음</translation>
    </message>
    <message>
        <source>The Cluster size does not match the device</source>
        <translation>Cluster 크기가 장치와 맞지 않음</translation>
    </message>
    <message>
        <source>The Slice size does not match</source>
        <translation>Slice 크기가 맞지 않음</translation>
    </message>
    <message>
        <source>The tile&apos;s mapping does not match its tensor</source>
        <translation>tile의 매핑이 텐서와 맞지 않음</translation>
    </message>
    <message>
        <source>This adapter stage is not available in this context</source>
        <translation>이 컨텍스트에서 쓸 수 없는 adapter 단계</translation>
    </message>
    <message>
        <source>Misaligned address or stride</source>
        <translation>주소나 stride가 정렬되지 않음</translation>
    </message>
    <message>
        <source>A commit writes one place more than once</source>
        <translation>commit이 한 곳에 여러 번 씀</translation>
    </message>
    <message>
        <source>The Fetch Adapter cannot convert this type</source>
        <translation>Fetch Adapter가 변환할 수 없는 타입</translation>
    </message>
    <message>
        <source>The Commit Adapter cannot convert this type</source>
        <translation>Commit Adapter가 변환할 수 없는 타입</translation>
    </message>
    <message>
        <source>The Commit Engine cannot write this packet size</source>
        <translation>Commit Engine이 쓸 수 없는 packet 크기</translation>
    </message>
    <message>
        <source>The commit size does not fit the context</source>
        <translation>commit_size가 컨텍스트에 맞지 않음</translation>
    </message>
    <message>
        <source>Invalid commit_trim</source>
        <translation>잘못된 commit_trim</translation>
    </message>
    <message>
        <source>Too many sequencer entries</source>
        <translation>Sequencer entry가 너무 많음</translation>
    </message>
    <message>
        <source>No fetch size fits</source>
        <translation>맞는 fetch_size가 없음</translation>
    </message>
    <message>
        <source>The value does not fit in 32 bits</source>
        <translation>값이 32비트에 들어가지 않음</translation>
    </message>
    <message>
        <source>No loop nest of constant strides reads the stream</source>
        <translation>일정한 stride의 loop nest로는 stream을 읽을 수 없음</translation>
    </message>
    <message>
        <source>The buffer does not hold what the stream needs</source>
        <translation>stream에 필요한 것을 buffer가 담고 있지 않음</translation>
    </message>
    <message>
        <source>Invalid interleaving axis</source>
        <translation>잘못된 interleave 축</translation>
    </message>
    <message>
        <source>A sequencer entry iterates too many times</source>
        <translation>Sequencer entry의 반복 횟수가 너무 많음</translation>
    </message>
    <message>
        <source>Padding the Fetch Adapter cannot mask</source>
        <translation>Fetch Adapter가 마스킹할 수 없는 패딩</translation>
    </message>
    <message>
        <source>A write outside the destination</source>
        <translation>대상 밖에 쓰기</translation>
    </message>
    <message>
        <source>The packet is not read contiguously</source>
        <translation>packet을 연속으로 읽지 않음</translation>
    </message>
    <message>
        <source>Unsupported packet size</source>
        <translation>지원하지 않는 packet 크기</translation>
    </message>
    <message>
        <source>The pad value does not fit the type</source>
        <translation>pad 값이 타입에 맞지 않음</translation>
    </message>
    <message>
        <source>Invalid slice bitmap</source>
        <translation>잘못된 slice bitmap</translation>
    </message>
    <message>
        <source>The table has too few entries</source>
        <translation>table의 entry가 모자람</translation>
    </message>
    <message>
        <source>No lookup table for this conversion</source>
        <translation>이 변환에 쓸 lookup table이 없음</translation>
    </message>
    <message>
        <source>A stream term a sequencer cannot read</source>
        <translation>Sequencer가 읽을 수 없는 stream 항</translation>
    </message>
    <message>
        <source>Invalid valid counts</source>
        <translation>잘못된 valid count</translation>
    </message>
    <message>
        <source>Invalid zero point</source>
        <translation>잘못된 zero point</translation>
    </message>
    <message>
        <source>The transfer does not fit the memory&apos;s structure</source>
        <translation>전송이 메모리 구조와 맞지 않음</translation>
    </message>
    <message>
        <source>Not enough DMA Engines</source>
        <translation>DMA Engine이 모자람</translation>
    </message>
    <message>
        <source>Position out of range</source>
        <translation>범위를 벗어난 위치</translation>
    </message>
    <message>
        <source>The DMA cannot split the transfer</source>
        <translation>DMA가 전송을 나눌 수 없음</translation>
    </message>
    <message>
        <source>The valid elements do not form a prefix</source>
        <translation>valid 원소가 앞쪽에 모여 있지 않음</translation>
    </message>
    <message>
        <source>The reduce axis appears nowhere</source>
        <translation>reduce 축이 어디에도 없음</translation>
    </message>
    <message>
        <source>Too many slices</source>
        <translation>slice가 너무 많음</translation>
    </message>
    <message>
        <source>Trimming loses data</source>
        <translation>trim이 데이터를 잃음</translation>
    </message>
    <message>
        <source>Too many VCG counters</source>
        <translation>VCG counter가 너무 많음</translation>
    </message>
    <message>
        <source>The VCG cannot express these valid counts</source>
        <translation>VCG가 표현할 수 없는 valid count</translation>
    </message>
    <message>
        <source>Time parts on both sides of the Slice part</source>
        <translation>Time 부분이 Slice 부분의 안팎에 모두 있음</translation>
    </message>
    <message>
        <source>Another axis shares the Packet prefix</source>
        <translation>다른 축이 Packet 앞쪽을 함께 차지함</translation>
    </message>
    <message>
        <source>The Packet part is not innermost</source>
        <translation>Packet 부분이 가장 안쪽이 아님</translation>
    </message>
    <message>
        <source>The valid elements do not start the flit</source>
        <translation>valid 원소가 flit의 앞쪽에 있지 않음</translation>
    </message>
    <message>
        <source>An axis appears more than once in Packet</source>
        <translation>축이 Packet에 여러 번 나타남</translation>
    </message>
    <message>
        <source>The Packet is larger than one flit</source>
        <translation>Packet이 flit 하나보다 큼</translation>
    </message>
    <message>
        <source>The Slice part does not sit on whole slice-id bits</source>
        <translation>Slice 부분이 slice-id 비트에 딱 맞지 않음</translation>
    </message>
    <message>
        <source>The Slice parts are not ordered by stride</source>
        <translation>Slice 부분이 stride 순서가 아님</translation>
    </message>
    <message>
        <source>An axis spans Slice and Packet</source>
        <translation>축이 Slice와 Packet에 걸쳐 있음</translation>
    </message>
    <message>
        <source>The Time size does not match the transposed placement</source>
        <translation>Time 크기가 전치 배치와 맞지 않음</translation>
    </message>
    <message>
        <source>An output element no input holds</source>
        <translation>어떤 입력에도 없는 출력 원소</translation>
    </message>
    <message>
        <source>The topology needs the full cluster</source>
        <translation>topology에 cluster 전체가 필요함</translation>
    </message>
    <message>
        <source>The moved axes are not the innermost Time factors</source>
        <translation>옮긴 축이 Time의 가장 안쪽 인수가 아님</translation>
    </message>
    <message>
        <source>An output mapping is missing</source>
        <translation>출력 매핑이 없음</translation>
    </message>
    <message>
        <source>The moved axes change their Slice order</source>
        <translation>옮긴 축의 Slice 순서가 바뀜</translation>
    </message>
    <message>
        <source>The output does not match the topology</source>
        <translation>출력이 topology와 맞지 않음</translation>
    </message>
    <message>
        <source>The ring size is too small</source>
        <translation>ring_size가 너무 작음</translation>
    </message>
    <message>
        <source>Time steps out of order</source>
        <translation>time step의 순서가 어긋남</translation>
    </message>
    <message>
        <source>Invalid topology parameter</source>
        <translation>잘못된 topology 매개변수</translation>
    </message>
    <message>
        <source>Topology syntax error</source>
        <translation>topology 구문 오류</translation>
    </message>
    <message>
        <source>Unknown topology</source>
        <translation>알 수 없는 topology</translation>
    </message>
    <message>
        <source>The cast packet differs from the Cast Engine&apos;s output</source>
        <translation>cast packet이 Cast Engine의 출력과 다름</translation>
    </message>
    <message>
        <source>The packet is larger than the Cast Engine&apos;s flit</source>
        <translation>packet이 Cast Engine의 flit보다 큼</translation>
    </message>
    <message>
        <source>The Cast Engine does not convert this type</source>
        <translation>Cast Engine이 변환하지 않는 타입</translation>
    </message>
    <message>
        <source>The collected stream differs from the Collect Engine&apos;s output</source>
        <translation>collect한 stream이 Collect Engine의 출력과 다름</translation>
    </message>
    <message>
        <source>Invalid Transpose Engine columns</source>
        <translation>잘못된 Transpose Engine 열 수</translation>
    </message>
    <message>
        <source>The stream differs from the Transpose Engine&apos;s output</source>
        <translation>stream이 Transpose Engine의 출력과 다름</translation>
    </message>
    <message>
        <source>A packet the Transpose Engine does not take</source>
        <translation>Transpose Engine이 받지 않는 packet</translation>
    </message>
    <message>
        <source>Invalid Transpose Engine rows</source>
        <translation>잘못된 Transpose Engine 행 수</translation>
    </message>
    <message>
        <source>The accumulation&apos;s Packet does not match</source>
        <translation>accumulate의 Packet이 맞지 않음</translation>
    </message>
    <message>
        <source>The accumulator cannot reduce this Time</source>
        <translation>accumulator가 이 Time을 reduce할 수 없음</translation>
    </message>
    <message>
        <source>The accumulator is too small</source>
        <translation>accumulator 용량이 모자람</translation>
    </message>
    <message>
        <source>Invalid number of flits per packet</source>
        <translation>packet당 flit 수가 맞지 않음</translation>
    </message>
    <message>
        <source>Invalid computation Packet</source>
        <translation>잘못된 계산 Packet</translation>
    </message>
    <message>
        <source>Invalid contraction Time</source>
        <translation>잘못된 contraction Time</translation>
    </message>
    <message>
        <source>The Contraction Engine does not multiply this type</source>
        <translation>Contraction Engine이 곱하지 않는 타입</translation>
    </message>
    <message>
        <source>The window does not fit the shift buffer</source>
        <translation>window가 shift buffer에 들어가지 않음</translation>
    </message>
    <message>
        <source>The packet is not one flit</source>
        <translation>packet이 flit 하나가 아님</translation>
    </message>
    <message>
        <source>Reduce-max runs on one Row only</source>
        <translation>reduce-max는 Row 하나에서만 실행됨</translation>
    </message>
    <message>
        <source>OutPacket is not 64 bytes</source>
        <translation>OutPacket이 64바이트가 아님</translation>
    </message>
    <message>
        <source>Invalid number of TRF Rows</source>
        <translation>TRF Row 수가 맞지 않음</translation>
    </message>
    <message>
        <source>The outputs do not fit the Packet&apos;s lanes</source>
        <translation>출력이 Packet의 lane에 들어가지 않음</translation>
    </message>
    <message>
        <source>Three flits per packet need shift reuse</source>
        <translation>packet당 flit 3개는 shift reuse 모드에서만 가능</translation>
    </message>
    <message>
        <source>Not a sliding window</source>
        <translation>sliding window가 아님</translation>
    </message>
    <message>
        <source>Too many outputs per Row</source>
        <translation>Row당 출력이 너무 많음</translation>
    </message>
    <message>
        <source>OutTime and OutPacket do not hold the stream in order</source>
        <translation>OutTime과 OutPacket이 stream을 순서대로 담지 않음</translation>
    </message>
    <message>
        <source>The stride does not fit in 32 bits</source>
        <translation>stride가 32비트에 들어가지 않음</translation>
    </message>
    <message>
        <source>The tiling axes are not innermost in OutTime</source>
        <translation>tiling 축이 OutTime의 가장 안쪽에 있지 않음</translation>
    </message>
    <message>
        <source>The stream does not match the TRF&apos;s layout</source>
        <translation>stream이 TRF 배치와 맞지 않음</translation>
    </message>
    <message>
        <source>Wrong reduction tree depth</source>
        <translation>reduction tree 깊이가 맞지 않음</translation>
    </message>
    <message>
        <source>Misaligned TRF access</source>
        <translation>TRF 접근이 정렬되지 않음</translation>
    </message>
    <message>
        <source>The TRF Element does not fit in the TRF</source>
        <translation>TRF Element가 TRF에 들어가지 않음</translation>
    </message>
    <message>
        <source>The TRF lacks a weight the computation needs</source>
        <translation>계산에 필요한 weight가 TRF에 없음</translation>
    </message>
    <message>
        <source>The TRF cannot be read as this OutPacket</source>
        <translation>TRF를 이 OutPacket으로 읽을 수 없음</translation>
    </message>
    <message>
        <source>The TRF cannot be read in this OutTime order</source>
        <translation>TRF를 이 OutTime 순서로 읽을 수 없음</translation>
    </message>
    <message>
        <source>The Contraction Engine does not take this type</source>
        <translation>Contraction Engine이 받지 않는 타입</translation>
    </message>
    <message>
        <source>The expression cannot be read</source>
        <translation>식을 읽을 수 없음</translation>
    </message>
    <message>
        <source>Unknown Vector Engine method</source>
        <translation>알 수 없는 Vector Engine 메서드</translation>
    </message>
    <message>
        <source>Unknown operator</source>
        <translation>알 수 없는 연산자</translation>
    </message>
    <message>
        <source>Wrong arguments</source>
        <translation>잘못된 인수</translation>
    </message>
    <message>
        <source>Invalid operand</source>
        <translation>잘못된 피연산자</translation>
    </message>
    <message>
        <source>Invalid values</source>
        <translation>잘못된 값</translation>
    </message>
    <message>
        <source>ExecutionIds are needed</source>
        <translation>ExecutionId가 필요함</translation>
    </message>
    <message>
        <source>The VRF lacks an element</source>
        <translation>VRF에 없는 원소</translation>
    </message>
    <message>
        <source>Too few accumulator slots</source>
        <translation>accumulator slot이 모자람</translation>
    </message>
    <message>
        <source>A call after vector_final()</source>
        <translation>vector_final() 뒤의 호출</translation>
    </message>
    <message>
        <source>The ALU is already in use</source>
        <translation>ALU가 이미 쓰이고 있음</translation>
    </message>
    <message>
        <source>The broadcast axis already exists</source>
        <translation>broadcast 축이 이미 있음</translation>
    </message>
    <message>
        <source>The broadcast size does not match</source>
        <translation>broadcast 크기가 맞지 않음</translation>
    </message>
    <message>
        <source>Vector Engine calls out of order</source>
        <translation>Vector Engine 호출 순서가 맞지 않음</translation>
    </message>
    <message>
        <source>vector_concat() needs an even Time</source>
        <translation>vector_concat()에는 짝수 크기의 Time이 필요함</translation>
    </message>
    <message>
        <source>A slot that can never fire</source>
        <translation>실행될 수 없는 slot</translation>
    </message>
    <message>
        <source>The operation does not match the stream&apos;s type</source>
        <translation>연산이 stream의 타입과 맞지 않음</translation>
    </message>
    <message>
        <source>The expression cannot be streamed</source>
        <translation>stream으로 만들 수 없는 식</translation>
    </message>
    <message>
        <source>vector_filter() is not available here</source>
        <translation>여기서는 vector_filter()를 쓸 수 없음</translation>
    </message>
    <message>
        <source>The inter-slice reduce cannot follow this stage</source>
        <translation>inter-slice reduce는 이 stage 뒤에 올 수 없음</translation>
    </message>
    <message>
        <source>Invalid inter-slice reduce output</source>
        <translation>잘못된 inter-slice reduce 출력</translation>
    </message>
    <message>
        <source>The chain does not end with vector_final()</source>
        <translation>chain이 vector_final()로 끝나지 않음</translation>
    </message>
    <message>
        <source>The chain does not start with vector_init()</source>
        <translation>chain이 vector_init()로 시작하지 않음</translation>
    </message>
    <message>
        <source>A _zip operation without two groups</source>
        <translation>두 그룹 없이 쓴 _zip 연산</translation>
    </message>
    <message>
        <source>The promoted axis is not in Time</source>
        <translation>promote한 축이 Time에 없음</translation>
    </message>
    <message>
        <source>The promoted factor has the wrong size</source>
        <translation>promote한 인수의 크기가 맞지 않음</translation>
    </message>
    <message>
        <source>The reduce axis is inside a grouped factor</source>
        <translation>reduce 축이 묶인 인수 안에 있음</translation>
    </message>
    <message>
        <source>The reduce axis is in neither Time nor Packet</source>
        <translation>reduce 축이 Time에도 Packet에도 없음</translation>
    </message>
    <message>
        <source>The reduce axis is also outside the Slice</source>
        <translation>reduce 축이 Slice 밖에도 있음</translation>
    </message>
    <message>
        <source>The reduce axis is not named</source>
        <translation>reduce 축을 지정하지 않음</translation>
    </message>
    <message>
        <source>The reduce axis is split across the Slice</source>
        <translation>reduce 축이 Slice에서 떨어져 있음</translation>
    </message>
    <message>
        <source>The Packet mixes the reduce axis with another</source>
        <translation>Packet에 reduce 축과 다른 축이 섞여 있음</translation>
    </message>
    <message>
        <source>The named shape differs from the stage&apos;s</source>
        <translation>지정한 모양이 stage의 모양과 다름</translation>
    </message>
    <message>
        <source>The stage is already used in this pass</source>
        <translation>stage가 이 pass에서 이미 쓰임</translation>
    </message>
    <message>
        <source>Steps out of pipeline order</source>
        <translation>단계가 파이프라인 순서를 벗어남</translation>
    </message>
    <message>
        <source>The stash was already consumed</source>
        <translation>stash를 이미 소비함</translation>
    </message>
    <message>
        <source>Nothing was stashed</source>
        <translation>stash한 것이 없음</translation>
    </message>
    <message>
        <source>The stash has another type</source>
        <translation>stash의 타입이 다름</translation>
    </message>
    <message>
        <source>vector_stash() is not available here</source>
        <translation>여기서는 vector_stash()를 쓸 수 없음</translation>
    </message>
    <message>
        <source>Trimming drops data</source>
        <translation>trim이 데이터를 버림</translation>
    </message>
    <message>
        <source>No inter-slice reduce in two-group mode</source>
        <translation>two-group 모드에서는 inter-slice reduce를 쓸 수 없음</translation>
    </message>
    <message>
        <source>No intra-slice reduce in two-group mode</source>
        <translation>two-group 모드에서는 intra-slice reduce를 쓸 수 없음</translation>
    </message>
    <message>
        <source>The unzip axis is not 2-way</source>
        <translation>unzip 축이 2-way가 아님</translation>
    </message>
    <message>
        <source>The two groups are not merged before vector_final()</source>
        <translation>vector_final() 전에 두 그룹을 합치지 않음</translation>
    </message>
    <message>
        <source>vector_final() needs Way8 packets</source>
        <translation>vector_final()에는 Way8 packet이 필요함</translation>
    </message>
    <message>
        <source>The widening does not match the narrowing</source>
        <translation>넓히기가 좁히기와 짝이 맞지 않음</translation>
    </message>
    <message>
        <source>Not supported by the workbench</source>
        <translation>워크벤치가 지원하지 않는 구문</translation>
    </message>
    <message>
        <source>Unknown name</source>
        <translation>알 수 없는 이름</translation>
    </message>
    <message>
        <source>Type mismatch</source>
        <translation>타입이 맞지 않음</translation>
    </message>
    <message>
        <source>Error in a mapping</source>
        <translation>매핑 오류</translation>
    </message>
    <message>
        <source>No kernel to run</source>
        <translation>실행할 커널이 없음</translation>
    </message>
    <message>
        <source>A type or mapping must be written out</source>
        <translation>타입이나 매핑을 적어야 함</translation>
    </message>
    <message>
        <source>Wrong number of arguments</source>
        <translation>인수 개수가 맞지 않음</translation>
    </message>
    <message>
        <source>Invalid constant</source>
        <translation>잘못된 상수</translation>
    </message>
    <message>
        <source>Ambiguous module file</source>
        <translation>모듈 파일이 모호함</translation>
    </message>
    <message>
        <source>Module file not found</source>
        <translation>모듈 파일을 찾을 수 없음</translation>
    </message>
    <message>
        <source>The modules form a cycle</source>
        <translation>모듈이 순환함</translation>
    </message>
    <message>
        <source>The kernel cannot be read</source>
        <translation>커널을 읽을 수 없음</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>파일을 찾을 수 없음</translation>
    </message>
    <message>
        <source>The file cannot be read</source>
        <translation>파일을 읽을 수 없음</translation>
    </message>
    <message>
        <source>The tensors do not fit in memory</source>
        <translation>텐서가 메모리에 다 들어가지 않음</translation>
    </message>
    <message>
        <source>Invalid fetch_mask</source>
        <translation>잘못된 fetch_mask</translation>
    </message>
    <message>
        <source>Unsupported device topology</source>
        <translation>지원하지 않는 장치 구성</translation>
    </message>
    <message>
        <source>The kernel has no output</source>
        <translation>커널에 출력이 없음</translation>
    </message>
    <message>
        <source>The program cannot be simulated</source>
        <translation>시뮬레이션할 수 없는 프로그램</translation>
    </message>
    <message>
        <source>Invalid query</source>
        <translation>잘못된 조회</translation>
    </message>
    <message>
        <source>The tensor does not fit in its memory</source>
        <translation>텐서가 메모리에 들어가지 않음</translation>
    </message>
    <message>
        <source>DMA cycles are estimated</source>
        <translation>DMA 사이클을 추정함</translation>
    </message>
    <message>
        <source>A layout a DMA cannot make</source>
        <translation>DMA가 만들 수 없는 배치</translation>
    </message>
    <message>
        <source>Slow DMA transfer</source>
        <translation>느린 DMA 전송</translation>
    </message>
    <message>
        <source>The tensors lack the interleaving axis</source>
        <translation>텐서에 interleave 축이 없음</translation>
    </message>
    <message>
        <source>Interleaved tensors differ in type</source>
        <translation>interleave한 텐서의 타입이 다름</translation>
    </message>
    <message>
        <source>A stream type that cannot be stored</source>
        <translation>저장할 수 없는 stream 타입</translation>
    </message>
    <message>
        <source>The destination would store elements in the wrong place</source>
        <translation>대상이 원소를 엉뚱한 곳에 저장함</translation>
    </message>
    <message>
        <source>The stream&apos;s layout does not match the destination</source>
        <translation>stream의 배치가 대상과 맞지 않음</translation>
    </message>
    <message>
        <source>A stage&apos;s data differs from its mappings</source>
        <translation>stage의 데이터가 매핑과 다름</translation>
    </message>
    <message>
        <source>The transfer&apos;s tensors differ in type</source>
        <translation>전송하는 텐서의 타입이 다름</translation>
    </message>
    <message>
        <source>A read of memory nothing wrote</source>
        <translation>아무것도 쓰지 않은 메모리를 읽음</translation>
    </message>
    <message>
        <source>Not supported by the simulator</source>
        <translation>시뮬레이터가 지원하지 않음</translation>
    </message>
    <message>
        <source>The Vector Engine does not take this type</source>
        <translation>Vector Engine이 받지 않는 타입</translation>
    </message>
    <message>
        <source>A write past the end of the tensor</source>
        <translation>텐서 끝을 넘어선 쓰기</translation>
    </message>
    <message>
        <source>Invalid schedule</source>
        <translation>잘못된 schedule</translation>
    </message>
    <message>
        <source>An address past the memory</source>
        <translation>메모리를 넘어선 주소</translation>
    </message>
    <message>
        <source>Live tensors share addresses</source>
        <translation>살아 있는 텐서가 주소를 공유함</translation>
    </message>
    <message>
        <source>Bank conflict</source>
        <translation>bank 충돌</translation>
    </message>
    <message>
        <source>Bank starvation</source>
        <translation>bank starvation 위험</translation>
    </message>
    <message>
        <source>DMA accesses serialized on one bank</source>
        <translation>DMA 접근이 한 bank에 몰려 직렬화됨</translation>
    </message>
    <message>
        <source>The trace file cannot be read or written</source>
        <translation>trace 파일을 읽거나 쓸 수 없음</translation>
    </message>
    <message>
        <source>Invalid value in the trace</source>
        <translation>trace의 잘못된 값</translation>
    </message>
    <message>
        <source>The trace file is empty</source>
        <translation>trace 파일이 비어 있음</translation>
    </message>
    <message>
        <source>A field is missing from the trace</source>
        <translation>trace에 필드가 없음</translation>
    </message>
    <message>
        <source>The file is not a JSON trace</source>
        <translation>JSON trace 파일이 아님</translation>
    </message>
    <message>
        <source>The trace is not valid JSON</source>
        <translation>trace가 올바른 JSON이 아님</translation>
    </message>
    <message>
        <source>The trace nests too deeply</source>
        <translation>trace가 너무 깊이 중첩됨</translation>
    </message>
    <message>
        <source>The trace file is cut short</source>
        <translation>trace 파일이 중간에 끊김</translation>
    </message>
    <message>
        <source>The trace has another format</source>
        <translation>trace의 형식이 다름</translation>
    </message>
    <message>
        <source>A value of the wrong type in the trace</source>
        <translation>trace에 타입이 잘못된 값이 있음</translation>
    </message>
    <message>
        <source>A trace has no slices to compare</source>
        <translation>비교할 slice가 없는 trace</translation>
    </message>
    <message>
        <source>The traces count time in different units</source>
        <translation>두 trace의 시간 단위가 다름</translation>
    </message>
    <message>
        <source>The traces are too long to compare</source>
        <translation>비교하기에 너무 긴 trace</translation>
    </message>
    <message>
        <source>Invalid request or setting</source>
        <translation>잘못된 요청 또는 설정</translation>
    </message>
    <message>
        <source>A reshape changes the size of a Chip, Cluster, Slice or Element</source>
        <translation>reshape가 Chip, Cluster, Slice 또는 Element의 크기를 바꿈</translation>
    </message>
    <message>
        <source>An index names no row of its table</source>
        <translation>인덱스가 테이블에 없는 행을 가리킴</translation>
    </message>
    <message>
        <source>The gather&apos;s or scatter&apos;s tensors do not pair up</source>
        <translation>gather 또는 scatter의 텐서가 서로 맞지 않음</translation>
    </message>
    <message>
        <source>The index list exceeds one PE&apos;s SPM</source>
        <translation>인덱스 목록이 PE 하나의 SPM을 넘음</translation>
    </message>
    <message>
        <source>The sub context has no such engine</source>
        <translation>sub context에는 이 엔진이 없음</translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <source>%1: %2</source>
        <comment>a kind&apos;s translated headline, then core&apos;s English sentence</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>DocumentFile</name>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>올바른 JSON이 아님: 바이트 %2에서 %1</translation>
    </message>
    <message>
        <source>the file holds JSON but not an object</source>
        <translation>파일의 JSON이 객체가 아님</translation>
    </message>
    <message>
        <source>not a mapping-studio file: &quot;format&quot; must be &quot;%1&quot;</source>
        <translation>매핑 스튜디오 파일이 아님: &quot;format&quot;은 &quot;%1&quot;이어야 함</translation>
    </message>
    <message>
        <source>unsupported &quot;version&quot; (this build reads version %1)</source>
        <translation>지원하지 않는 &quot;version&quot; (이 빌드는 버전 %1을 읽음)</translation>
    </message>
    <message>
        <source>%1&quot;%2&quot; must be a string</source>
        <translation>%1&quot;%2&quot;은(는) 문자열이어야 함</translation>
    </message>
    <message>
        <source>&quot;aliases&quot; must be an array</source>
        <translation>&quot;aliases&quot;는 배열이어야 함</translation>
    </message>
    <message>
        <source>alias %1: </source>
        <translation>별칭 %1: </translation>
    </message>
    <message>
        <source>&quot;stream&quot; must be an object</source>
        <translation>&quot;stream&quot;은 객체여야 함</translation>
    </message>
    <message>
        <source>stream: </source>
        <translation>stream: </translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1을(를) 열 수 없음: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a mapping-studio file</source>
        <translation>%1은(는) 매핑 스튜디오 파일이라기엔 너무 큼</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없음: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file was not changed.</source>
        <translation>%1을(를) 쓸 수 없음: %2. 파일은 바뀌지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message>
        <source>Edit Axes</source>
        <translation>축 편집</translation>
    </message>
    <message>
        <source>Edit Expression</source>
        <translation>식 편집</translation>
    </message>
    <message>
        <source>Rename Alias</source>
        <translation>별칭 이름 바꾸기</translation>
    </message>
    <message>
        <source>Edit Alias</source>
        <translation>별칭 편집</translation>
    </message>
    <message>
        <source>Edit Time</source>
        <translation>Time 편집</translation>
    </message>
    <message>
        <source>Edit Packet</source>
        <translation>Packet 편집</translation>
    </message>
    <message>
        <source>Change Element Type</source>
        <translation>원소 타입 변경</translation>
    </message>
    <message>
        <source>Change Engine</source>
        <translation>엔진 변경</translation>
    </message>
    <message>
        <source>Change Context</source>
        <translation>context 변경</translation>
    </message>
    <message>
        <source>Edit Slice</source>
        <translation>Slice 편집</translation>
    </message>
    <message>
        <source>Edit Topology</source>
        <translation>토폴로지 편집</translation>
    </message>
    <message>
        <source>Edit Reduce Axes</source>
        <translation>reduce 축 편집</translation>
    </message>
    <message>
        <source>Add Alias</source>
        <translation>별칭 추가</translation>
    </message>
    <message>
        <source>Remove Alias</source>
        <translation>별칭 삭제</translation>
    </message>
</context>
<context>
    <name>ExportView</name>
    <message>
        <source>Exported from TCP Workbench</source>
        <translation>TCP Workbench에서 내보냄</translation>
    </message>
    <message>
        <source>There is no visible view to export.</source>
        <translation>내보낼 보이는 뷰가 없습니다.</translation>
    </message>
    <message>
        <source>Cannot export to %1: choose a .png, .svg or .pdf file</source>
        <translation>%1(으)로 내보낼 수 없음: .png, .svg 또는 .pdf 파일을 고르세요</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 이미지 (*.png);;SVG 그림 (*.svg);;PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export to %1: the view could not be drawn</source>
        <translation>%1(으)로 내보낼 수 없음: 뷰를 그릴 수 없음</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1을(를) 쓸 수 없음: %2</translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>&quot;document&quot; must be an object</source>
        <translation>&quot;document&quot;는 객체여야 함</translation>
    </message>
    <message>
        <source>design %1: </source>
        <translation>디자인 %1: </translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>객체여야 함</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be a non-empty string</source>
        <translation>&quot;name&quot;은 비어 있지 않은 문자열이어야 함</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1 (this build reads version %1)</source>
        <translation>&quot;version&quot;은 1 이상의 정수여야 함 (이 빌드는 버전 %1을 읽음)</translation>
    </message>
    <message>
        <source>it was written by a newer TCP Workbench (project version %1); this build reads version %2. The file was not changed; open it with a newer TCP Workbench.</source>
        <translation>더 새로운 TCP Workbench(프로젝트 버전 %1)로 저장된 파일입니다. 이 빌드는 버전 %2을 읽습니다. 파일은 바뀌지 않았으니 더 새로운 TCP Workbench로 여세요.</translation>
    </message>
    <message>
        <source>&quot;designs&quot; must be an array</source>
        <translation>&quot;designs&quot;는 배열이어야 함</translation>
    </message>
    <message>
        <source>a project holds at least one design</source>
        <translation>프로젝트에는 디자인이 하나 이상 있어야 함</translation>
    </message>
    <message>
        <source>two designs are called &quot;%1&quot;; names must differ</source>
        <translation>&quot;%1&quot;이라는 디자인이 둘 있음. 이름은 서로 달라야 함</translation>
    </message>
    <message>
        <source>&quot;active&quot; must be the index of a design (0 to %1)</source>
        <translation>&quot;active&quot;는 디자인의 인덱스여야 함 (0부터 %1까지)</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>디자인</translation>
    </message>
    <message>
        <source>not valid JSON: %1 at byte %2</source>
        <translation>올바른 JSON이 아님: 바이트 %2에서 %1</translation>
    </message>
    <message>
        <source>the file holds JSON but not an object</source>
        <translation>파일의 JSON이 객체가 아님</translation>
    </message>
    <message>
        <source>not a TCP Workbench file: &quot;format&quot; must be &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>TCP Workbench 파일이 아님: &quot;format&quot;은 &quot;%1&quot; 또는 &quot;%2&quot;이어야 함</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1을(를) 열 수 없음: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a TCP Workbench file</source>
        <translation>%1은(는) TCP Workbench 파일이라기엔 너무 큼</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없음: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file was not changed.</source>
        <translation>%1을(를) 쓸 수 없음: %2. 파일은 바뀌지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>SliceStructure</name>
    <message>
        <source>chip %1 / cluster %2 / slice %3</source>
        <translation>chip %1 / cluster %2 / slice %3</translation>
    </message>
    <message>
        <source>The `%1` alias has an error: %2</source>
        <translation>`%1` 별칭에 오류가 있습니다: %2</translation>
    </message>
    <message>
        <source>The whole tensor (Chip × Cluster × Slice × Element) cannot be built: %1</source>
        <translation>전체 텐서(Chip × Cluster × Slice × Element)를 만들 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>SourceFiles</name>
    <message>
        <source>%1 is %2 bytes, more than a kernel&apos;s source (at most %3 are read)</source>
        <translation>%1은(는) %2바이트로 커널 소스보다 큽니다 (최대 %3바이트까지 읽음)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없음: %2</translation>
    </message>
    <message>
        <source>The schedule names no file</source>
        <translation>schedule이 가리키는 파일이 없습니다</translation>
    </message>
    <message>
        <source>%1 was not found next to the trace: File &gt; Set Source Folder… chooses the kernel&apos;s folder (its crate, which holds src/)</source>
        <translation>trace 옆에서 %1을(를) 찾지 못했습니다: 파일 &gt; 소스 폴더 설정…에서 커널의 폴더(src/가 있는 crate)를 고르세요</translation>
    </message>
    <message>
        <source>%1 was not found under %2 nor next to the trace</source>
        <translation>%1을(를) %2 아래에서도 trace 옆에서도 찾지 못했습니다</translation>
    </message>
</context>
<context>
    <name>StreamDerivation</name>
    <message>
        <source>`%1` is not an element type</source>
        <translation>`%1`은(는) 원소 타입이 아님</translation>
    </message>
    <message>
        <source>`%1` is not an engine</source>
        <translation>`%1`은(는) 엔진이 아님</translation>
    </message>
    <message>
        <source>`%1` is not a context</source>
        <translation>`%1`은(는) context가 아님</translation>
    </message>
</context>
<context>
    <name>SwitchData</name>
    <message>
        <source>padding</source>
        <translation>padding</translation>
    </message>
</context>
<context>
    <name>TensorUnitDerivation</name>
    <message>
        <source>`%1` is not a declared axis</source>
        <translation>`%1`은(는) 선언된 축이 아님</translation>
    </message>
</context>
<context>
    <name>TimeUnit</name>
    <message>
        <source>cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::Autosave</name>
    <message>
        <source>Cannot delete %1: %2</source>
        <translation>%1을(를) 삭제할 수 없음: %2</translation>
    </message>
    <message>
        <source>The unsaved changes are only in this window; save them where there is room.</source>
        <translation>저장하지 않은 변경 사항은 이 창에만 있습니다. 공간이 있는 곳에 저장하세요.</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::AutosaveWriter</name>
    <message>
        <source>Cannot create the autosave folder %1</source>
        <translation>자동 저장 폴더 %1을(를) 만들 수 없음</translation>
    </message>
    <message>
        <source>Autosave failed: the autosave folder %1 is full of unrecovered work</source>
        <translation>자동 저장 실패: 자동 저장 폴더 %1이(가) 복구하지 않은 작업으로 가득 찼습니다</translation>
    </message>
    <message>
        <source>Autosave failed: cannot write %1: %2. %3</source>
        <translation>자동 저장 실패: %1을(를) 쓸 수 없음: %2. %3</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::DesignListModel</name>
    <message>
        <source>Double-click or F2 to rename</source>
        <translation>두 번 클릭하거나 F2를 눌러 이름 바꾸기</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::DesignStatus</name>
    <message>
        <source>axes do not parse</source>
        <translation>축을 해석할 수 없음</translation>
    </message>
    <message>
        <source>expression error</source>
        <translation>식 오류</translation>
    </message>
    <message>
        <source>not derived</source>
        <translation>유도되지 않음</translation>
    </message>
    <message>
        <source>stream error</source>
        <translation>stream 오류</translation>
    </message>
    <message>
        <source>breaks a hardware rule</source>
        <translation>하드웨어 규칙 위반</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>유도됨</translation>
    </message>
    <message>
        <source>Design %1 (%2 of %3): %4</source>
        <translation>디자인 %1 (%3개 중 %2번째): %4</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::DesignsDock</name>
    <message>
        <source>Designs</source>
        <translation>디자인</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::KernelAutosave</name>
    <message>
        <source>The kernel&apos;s unsaved edits are only in this window; save them where there is room.</source>
        <translation>커널의 저장하지 않은 편집 내용은 이 창에만 있습니다. 공간이 있는 곳에 저장하세요.</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::MainWindow</name>
    <message>
        <source>Project (*.tcpwbproj.json);;Single design (*.tcpwb.json)</source>
        <translation>프로젝트 (*.tcpwbproj.json);;단일 디자인 (*.tcpwb.json)</translation>
    </message>
    <message>
        <source>Buffer positions</source>
        <translation>버퍼 위치</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>레이아웃</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>새 프로젝트(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>프로젝트 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export View…</source>
        <translation>뷰 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>프로젝트 열기</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>다른 이름으로 저장</translation>
    </message>
    <message>
        <source>About TCP Workbench</source>
        <translation>TCP Workbench 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;TCP Workbench %1&lt;/h3&gt;&lt;p&gt;A workbench for kernel writers of the TCP Virtual ISA.&lt;/p&gt;&lt;p&gt;The mapping studio shows what a mapping expression means: its size, its normal form, and which tensor element each buffer position holds.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;TCP Workbench %1&lt;/h3&gt;&lt;p&gt;TCP Virtual ISA 커널 작성자를 위한 워크벤치입니다.&lt;/p&gt;&lt;p&gt;매핑 스튜디오는 매핑 식이 무엇을 뜻하는지 보여 줍니다: 크기, 정규형, 그리고 각 버퍼 위치가 담는 텐서 원소.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>%1의 변경 사항을 저장할까요?</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>최근 파일 열기</translation>
    </message>
    <message>
        <source>Autosaved unsaved changes</source>
        <translation>저장하지 않은 변경 사항을 자동 저장함</translation>
    </message>
    <message>
        <source>&amp;Add Design</source>
        <translation>디자인 추가(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Import Design…</source>
        <translation>디자인 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Re&amp;name Design…</source>
        <translation>디자인 이름 바꾸기(&amp;N)…</translation>
    </message>
    <message>
        <source>Remo&amp;ve Design</source>
        <translation>디자인 삭제(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>배치 초기화(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Next Design</source>
        <translation>다음 디자인(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Design</source>
        <translation>이전 디자인(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>시스템(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>밝게(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>어둡게(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About TCP Workbench</source>
        <translation>TCP Workbench 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1을(를) 열었음</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1에 저장함</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n design(s) from %1</source>
        <translation>
            <numerusform>%1에서 디자인 %n개를 가져옴</numerusform>
        </translation>
    </message>
    <message>
        <source>Design 1</source>
        <translation>디자인 1</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>새 프로젝트</translation>
    </message>
    <message>
        <source>Added design %1 (a copy of %2)</source>
        <translation>디자인 %1을(를) 추가함 (%2의 사본)</translation>
    </message>
    <message>
        <source>Import Design</source>
        <translation>디자인 가져오기</translation>
    </message>
    <message>
        <source>Designs and projects (*.tcpwb.json *.tcpwbproj.json);;All files (*)</source>
        <translation>디자인과 프로젝트 (*.tcpwb.json *.tcpwbproj.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Rename Design</source>
        <translation>디자인 이름 바꾸기</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>A project keeps at least one design.</source>
        <translation>프로젝트에는 디자인이 하나 이상 남아 있어야 합니다.</translation>
    </message>
    <message>
        <source>Remove Design</source>
        <translation>디자인 삭제</translation>
    </message>
    <message>
        <source>Remove the design %1 from the project? This cannot be undone.</source>
        <translation>프로젝트에서 디자인 %1을(를) 삭제할까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
        <source>Removed design %1</source>
        <translation>디자인 %1을(를) 삭제함</translation>
    </message>
    <message>
        <source>Layout reset</source>
        <translation>배치를 초기화함</translation>
    </message>
    <message>
        <source>Theme: %1</source>
        <translation>테마: %1</translation>
    </message>
    <message>
        <source>Settings are off in this session (--no-settings): the language cannot be kept.</source>
        <translation>이번 세션은 설정을 쓰지 않으므로(--no-settings) 언어를 저장할 수 없습니다.</translation>
    </message>
    <message>
        <source>The language changes when TCP Workbench starts again.</source>
        <translation>언어는 TCP Workbench를 다시 시작하면 바뀝니다.</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1을(를) %2(으)로 내보냄</translation>
    </message>
    <message>
        <source>Export View</source>
        <translation>뷰 내보내기</translation>
    </message>
    <message>
        <source>Recovered unsaved changes to %1; save to keep them</source>
        <translation>%1의 저장하지 않은 변경 사항을 복구함. 유지하려면 저장하세요</translation>
    </message>
    <message>
        <source>an unsaved project</source>
        <translation>저장하지 않은 프로젝트</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>저장하지 않은 변경 사항 복구</translation>
    </message>
    <message>
        <source>TCP Workbench did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?</source>
        <translation>TCP Workbench가 정상적으로 종료되지 않았습니다. %2에 남겨 둔 %1의 저장하지 않은 변경 사항이 있습니다. 복구할까요?</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>복구(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>버리기(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>나중에(&amp;N)</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>복구</translation>
    </message>
    <message>
        <source>Projects, designs and kernels (*.tcpwbproj.json *.tcpwb.json *.rs);;Projects (*.tcpwbproj.json);;Designs (*.tcpwb.json);;Kernels (*.rs);;JSON files (*.json);;All files (*)</source>
        <translation>프로젝트, 디자인과 커널 (*.tcpwbproj.json *.tcpwb.json *.rs);;프로젝트 (*.tcpwbproj.json);;디자인 (*.tcpwb.json);;커널 (*.rs);;JSON 파일 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
    <message>
        <source>Open Trace</source>
        <translation>트레이스 열기</translation>
    </message>
    <message>
        <source>Open &amp;Trace…</source>
        <translation>트레이스 열기(&amp;T)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Traces (*.json);;All files (*)</source>
        <translation>트레이스 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>커널</translation>
    </message>
    <message>
        <source>Added the design %1 from the kernel</source>
        <translation>커널에서 디자인 %1을(를) 추가했습니다</translation>
    </message>
    <message>
        <source>Open &amp;Kernel…</source>
        <translation>커널 열기(&amp;K)…</translation>
    </message>
    <message>
        <source>Kernel Sa&amp;mples</source>
        <translation>커널 예제(&amp;M)</translation>
    </message>
    <message>
        <source>Open Kernel</source>
        <translation>커널 열기</translation>
    </message>
    <message>
        <source>Opened the kernel %1: %2</source>
        <translation>커널 %1을(를) 열었습니다: %2</translation>
    </message>
    <message>
        <source>Opened the kernel %1</source>
        <translation>커널 %1을(를) 열었습니다</translation>
    </message>
    <message>
        <source>Kernels (*.rs);;All files (*)</source>
        <translation>커널 (*.rs);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Banks</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Co&amp;mpare Traces…</source>
        <translation>trace 비교(&amp;M)…</translation>
    </message>
    <message>
        <source>Compare Timeline Trace &amp;With…</source>
        <translation>타임라인 trace와 비교(&amp;W)…</translation>
    </message>
    <message>
        <source>Compare Traces</source>
        <translation>trace 비교</translation>
    </message>
    <message>
        <source>Compare: Trace A (before)</source>
        <translation>비교: trace A (이전)</translation>
    </message>
    <message>
        <source>Compare: Trace B (after)</source>
        <translation>비교: trace B (이후)</translation>
    </message>
    <message>
        <source>Compare %1 With</source>
        <translation>%1와(과) 비교할 trace</translation>
    </message>
    <message>
        <source>Discard deletes them. Not Now keeps them and asks again at the next start.</source>
        <translation>버리기는 변경 사항을 삭제합니다. 나중에는 변경 사항을 남겨 두고 다음 시작 때 다시 묻습니다.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Discarded the unsaved changes to %1</source>
        <translation>%1의 저장하지 않은 변경 사항을 버림</translation>
    </message>
    <message>
        <source>The unsaved changes to %1 are kept; they are offered again at the next start</source>
        <translation>%1의 저장하지 않은 변경 사항을 남겨 둠. 다음 시작 때 다시 복구를 묻습니다</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>자동 저장</translation>
    </message>
    <message>
        <source>Unsaved Kernel</source>
        <translation>저장하지 않은 커널</translation>
    </message>
    <message>
        <source>Save the edits to the kernel %1?</source>
        <translation>커널 %1의 편집 내용을 저장할까요?</translation>
    </message>
    <message>
        <source>The kernel %1 is a built-in sample and cannot be saved. Drop its edits?</source>
        <translation>커널 %1은(는) 내장 예제라 저장할 수 없습니다. 편집 내용을 버릴까요?</translation>
    </message>
    <message>
        <source>Save Kernel</source>
        <translation>커널 저장</translation>
    </message>
    <message>
        <source>Kept the edited kernel %1</source>
        <translation>편집한 커널 %1을(를) 유지했습니다</translation>
    </message>
    <message>
        <source>Set Source &amp;Folder…</source>
        <translation>소스 폴더 설정(&amp;F)…</translation>
    </message>
    <message>
        <source>The kernel&apos;s folder (its crate): the Timeline shows the schedule&apos;s source lines from there</source>
        <translation>커널의 폴더(그 crate): 타임라인이 schedule의 소스 줄을 여기서 읽어 보여 줍니다</translation>
    </message>
    <message>
        <source>furiosa-opt &amp;Toolchain</source>
        <translation>furiosa-opt 툴체인(&amp;T)</translation>
    </message>
    <message>
        <source>Chose %1 in the kernel %2: %3</source>
        <translation>커널 %2에서 %1을(를) 선택했습니다: %3</translation>
    </message>
    <message>
        <source>Chose %1 in the kernel %2</source>
        <translation>커널 %2에서 %1을(를) 선택했습니다</translation>
    </message>
    <message>
        <source>Open Kernel &amp;Crate…</source>
        <translation>커널 크레이트 열기(&amp;C)…</translation>
    </message>
    <message>
        <source>Open Kernel Crate</source>
        <translation>커널 크레이트 열기</translation>
    </message>
    <message>
        <source>Autosaved the kernel&apos;s unsaved edits</source>
        <translation>커널의 저장하지 않은 편집 내용을 자동 저장함</translation>
    </message>
    <message>
        <source>Recovered unsaved edits to the kernel %1; save to keep them</source>
        <translation>커널 %1의 저장하지 않은 편집 내용을 복구함. 유지하려면 저장하세요</translation>
    </message>
    <message>
        <source>the kernel %1</source>
        <translation>커널 %1</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::RecentFiles</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>메뉴 비우기(&amp;C)</translation>
    </message>
</context>
<context>
    <name>tcpwb::gui::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>메뉴</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>단축키</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::AliasEditor</name>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Add an alias below the selected one</source>
        <translation>선택한 별칭 아래에 별칭 추가</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Remove the selected alias</source>
        <translation>선택한 별칭 삭제</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>%1번째 행</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::AliasTableModel</name>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>식</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BankPlot</name>
    <message>
        <source>share of accesses touching the bank</source>
        <translation>해당 bank에 닿는 접근의 비율</translation>
    </message>
    <message>
        <source>access (cycle)</source>
        <translation>접근 (cycle)</translation>
    </message>
    <message>
        <source>DM bank</source>
        <translation>DM bank</translation>
    </message>
    <message>
        <source>share of accesses</source>
        <translation>접근 비율</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BankStreakModel</name>
    <message>
        <source>Named from evenly spaced accesses of the streak (its first and last among them): one update looks up at most %1 buffer positions.</source>
        <translation>streak에서 고르게 떨어진 접근(처음과 마지막 포함)으로 이름을 붙였습니다: 한 번의 갱신은 버퍼 위치를 최대 %1개까지 조회합니다.</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>bank</translation>
    </message>
    <message>
        <source>First access</source>
        <translation>첫 접근</translation>
    </message>
    <message>
        <source>Last access</source>
        <translation>마지막 접근</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>Colliding elements</source>
        <translation>충돌하는 원소</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BankView</name>
    <message>
        <source>%1 → %2, %3. Packet (stride0): %4 elements = %5 bytes; 256-byte requests per packet: %6; alignment (bytes): read %7, write %8, packet %9; DMA Engines: %10; descriptors: %11; requests: %12.</source>
        <translation>%1 → %2, %3. Packet (stride0): 원소 %4개 = %5바이트; packet당 256바이트 요청: %6; 정렬(바이트): 읽기 %7, 쓰기 %8, packet %9; DMA Engine: %10; descriptor: %11; 요청: %12.</translation>
    </message>
    <message>
        <source>About %1 cycles.</source>
        <translation>약 %1 사이클.</translation>
    </message>
    <message>
        <source>Cycles are not estimated on each keystroke beyond %1 requests: run `tcpwb-cli dma`.</source>
        <translation>요청이 %1개를 넘으면 키를 누를 때마다 사이클을 추정하지 않습니다: `tcpwb-cli dma`를 실행하세요.</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Click a streak to zoom the heatmap to it</source>
        <translation>streak을 클릭하면 heatmap을 그 구간으로 확대합니다</translation>
    </message>
    <message>
        <source>HBM channel (chip × 32 + stack × 16 + channel)</source>
        <translation>HBM channel (chip × 32 + stack × 16 + channel)</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <source>stack %1</source>
        <translation>stack %1</translation>
    </message>
    <message>
        <source>Type the stream&apos;s Time and Packet in the Sequencer dock to see the DM banks its accesses touch (Fetch or Commit Engine) or the HBM channels it uses (DMA Engine).</source>
        <translation>Sequencer 독에 stream의 Time과 Packet을 입력하면 접근이 닿는 DM bank(Fetch 또는 Commit Engine)나 사용하는 HBM channel(DMA Engine)을 보여 줍니다.</translation>
    </message>
    <message>
        <source>No configuration to show: fix the problem above.</source>
        <translation>보여 줄 구성이 없습니다: 위의 문제를 고치세요.</translation>
    </message>
    <message>
        <source>All %1 slices share this pattern: each runs the same configuration on its own DM. Coordinates are named for slice %2 (%3).</source>
        <translation>slice %1개 모두 이 패턴을 공유합니다: 각 slice가 자기 DM에서 같은 구성을 실행합니다. 좌표는 slice %2(%3) 기준입니다.</translation>
    </message>
    <message>
        <source>Every slice that runs this configuration shares this pattern (the stream&apos;s Slice is m![1]).</source>
        <translation>이 구성을 실행하는 모든 slice가 이 패턴을 공유합니다 (stream의 Slice가 m![1]).</translation>
    </message>
    <message>
        <source>%1 accesses of %2 bytes (%3).</source>
        <translation>%2바이트 접근 %1번 (%3).</translation>
    </message>
    <message>
        <source>Only the first %1 are traced and drawn on each keystroke; streaks are looked for in them.</source>
        <translation>키를 누를 때마다 처음 %1번만 trace하고 그리며, streak도 그 안에서 찾습니다.</translation>
    </message>
    <message>
        <source>The first %1 streaks are outlined.</source>
        <translation>처음 %1개의 streak에 윤곽선을 그립니다.</translation>
    </message>
    <message>
        <source>Scroll to zoom along the accesses; columns aggregate accesses when there are more than pixels.</source>
        <translation>스크롤하면 접근 축을 따라 확대합니다. 접근이 픽셀보다 많으면 열 하나가 여러 접근을 모읍니다.</translation>
    </message>
    <message>
        <source>stack %1: %2 bytes</source>
        <translation>stack %1: %2바이트</translation>
    </message>
    <message>
        <source>From the first %1 of %2 requests.</source>
        <translation>요청 %2개 중 처음 %1개 기준.</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BufferPositionModel</name>
    <message>
        <source>Position</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Holds tensor index</source>
        <translation>담긴 텐서 인덱스</translation>
    </message>
    <message>
        <source>What the position holds in %1: the slice&apos;s coordinate joined with the element&apos;s index</source>
        <translation>%1에서 이 위치에 담긴 텐서 인덱스: slice 좌표와 element 인덱스를 합친 값</translation>
    </message>
    <message>
        <source>In slice %1</source>
        <translation>slice %1에서</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::BufferPositionsView</name>
    <message>
        <source>Buffer positions</source>
        <translation>버퍼 위치</translation>
    </message>
    <message>
        <source>The axes have an error; see the Mapping panel.</source>
        <translation>축에 오류가 있습니다. 매핑 패널을 보세요.</translation>
    </message>
    <message>
        <source>The expression has an error; see the Mapping panel.</source>
        <translation>식에 오류가 있습니다. 매핑 패널을 보세요.</translation>
    </message>
    <message>
        <source>Buffer positions: the first %1 of %2</source>
        <translation>버퍼 위치: %2개 중 처음 %1개</translation>
    </message>
    <message>
        <source>Buffer positions: %1</source>
        <translation>버퍼 위치: %1</translation>
    </message>
    <message>
        <source>; slice %1 (%2)</source>
        <translation>; slice %1 (%2)</translation>
    </message>
    <message>
        <source>, only padding</source>
        <translation>, padding만 있음</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::CompareDeltaModel</name>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>starts at the same cycle</source>
        <translation>같은 사이클에 시작</translation>
    </message>
    <message>
        <source>starts %1 cycles later</source>
        <translation>%1 사이클 늦게 시작</translation>
    </message>
    <message>
        <source>starts %1 cycles earlier</source>
        <translation>%1 사이클 일찍 시작</translation>
    </message>
    <message>
        <source>%1 on %2 (occurrence %3): %4 cycles in A, %5 in B (%6, %7); %8</source>
        <translation>%2의 %1 (%3번째): A에서 %4 사이클, B에서 %5 (%6, %7); %8</translation>
    </message>
    <message>
        <source>%1 on %2 (occurrence %3) is only in A: B has no match for it</source>
        <translation>%2의 %1 (%3번째)은(는) A에만 있습니다: B에 짝이 없습니다</translation>
    </message>
    <message>
        <source>%1 on %2 (occurrence %3) is only in B: A has no match for it</source>
        <translation>%2의 %1 (%3번째)은(는) B에만 있습니다: A에 짝이 없습니다</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>A에만</translation>
    </message>
    <message>
        <source>only in B</source>
        <translation>B에만</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>트랙</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>연산</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>A start</source>
        <translation>A 시작</translation>
    </message>
    <message>
        <source>A cycles</source>
        <translation>A 사이클</translation>
    </message>
    <message>
        <source>B start</source>
        <translation>B 시작</translation>
    </message>
    <message>
        <source>B cycles</source>
        <translation>B 사이클</translation>
    </message>
    <message>
        <source>Δ cycles</source>
        <translation>Δ 사이클</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Δ start</source>
        <translation>Δ 시작</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::CompareView</name>
    <message>
        <source>n/a</source>
        <translation>해당 없음</translation>
    </message>
    <message>
        <source>%1 %2 → %3 (%4)</source>
        <translation>%1 %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>Loading %1 was cancelled.</source>
        <translation>%1 불러오기가 취소되었습니다.</translation>
    </message>
    <message>
        <source>Open A…</source>
        <translation>A 열기…</translation>
    </message>
    <message>
        <source>The run before: a trace file (ours, the Furiosa NPU profile, a --dump-schedule JSON)</source>
        <translation>이전 실행: trace 파일 (자체 형식, Furiosa NPU profile, --dump-schedule JSON)</translation>
    </message>
    <message>
        <source>Open B…</source>
        <translation>B 열기…</translation>
    </message>
    <message>
        <source>The run after, compared against A</source>
        <translation>이후 실행, A와 비교</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <source>Show both runs whole, on one time axis</source>
        <translation>두 실행 전체를 한 시간 축에 표시</translation>
    </message>
    <message>
        <source>Wheel zooms, drag pans, Ctrl+drag selects a range: both timelines follow. Pick a row to frame its operation.</source>
        <translation>휠로 확대, 드래그로 이동, Ctrl+드래그로 범위 선택: 두 타임라인이 함께 움직입니다. 행을 고르면 그 연산을 화면에 맞춥니다.</translation>
    </message>
    <message>
        <source>Compare: Trace A</source>
        <translation>비교: trace A</translation>
    </message>
    <message>
        <source>Compare: Trace B</source>
        <translation>비교: trace B</translation>
    </message>
    <message>
        <source>Traces (*.json);;All files (*)</source>
        <translation>트레이스 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Loading traces…</source>
        <translation>trace 불러오는 중…</translation>
    </message>
    <message>
        <source>Cannot compare %1 with %2: %3 (%4)</source>
        <translation>%1와(과) %2을(를) 비교할 수 없습니다: %3 (%4)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>불러오는 중…</translation>
    </message>
    <message>
        <source>A: no trace (Open A…)</source>
        <translation>A: trace 없음 (A 열기…)</translation>
    </message>
    <message>
        <source>A (before): %1</source>
        <translation>A (이전): %1</translation>
    </message>
    <message>
        <source>B: no trace (Open B…)</source>
        <translation>B: trace 없음 (B 열기…)</translation>
    </message>
    <message>
        <source>B (after): %1</source>
        <translation>B (이후): %1</translation>
    </message>
    <message>
        <source>Compare two runs: File &gt; Compare Traces…, Open A… and Open B… here, or Kernel &gt; Compare with previous run.</source>
        <translation>두 실행 비교: 파일 &gt; trace 비교…, 여기서 A 열기…와 B 열기…, 또는 커널 &gt; 이전 실행과 비교.</translation>
    </message>
    <message>
        <source>Span %1 → %2 %3 (%4, %5). Operations %6 → %7 (%8, %9). %10 matched: %11 slower, %12 faster; %13 only in A, %14 only in B.</source>
        <translation>구간 %1 → %2 %3 (%4, %5). 연산 %6 → %7 (%8, %9). 짝지은 %10개: 느려짐 %11, 빨라짐 %12; A에만 %13, B에만 %14.</translation>
    </message>
    <message>
        <source>Busy per track: %1</source>
        <translation>트랙별 사용 중: %1</translation>
    </message>
    <message>
        <source>Per stage: %1</source>
        <translation>단계별: %1</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>연산</translation>
    </message>
    <message>
        <source>By source line</source>
        <translation>소스 줄별</translation>
    </message>
    <message>
        <source>Open two traces to compare them by source line.</source>
        <translation>두 trace를 열면 소스 줄별로 비교합니다.</translation>
    </message>
    <message>
        <source>By source line (%1)</source>
        <translation>소스 줄별 (%1)</translation>
    </message>
    <message>
        <source>Operations (%1)</source>
        <translation>연산 (%1)</translation>
    </message>
    <message>
        <source>Warning:</source>
        <translation>경고:</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::CriticalPathModel</name>
    <message>
        <source>No critical path: the schedule holds no operations.</source>
        <translation>임계 경로 없음: schedule에 연산이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n op(s) ending at cycle %1: %2 busy, %3 waiting unexplained. On the path: %4.</source>
        <translation>
            <numerusform>연산 %n개, 사이클 %1에 끝남: 실행 %2, 설명되지 않은 대기 %3. 경로 위: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2, cycles %3 to %4; waited for %5 (ready at cycle %6)</source>
        <translation>%2의 %1, 사이클 %3부터 %4까지. 기다린 것: %5 (사이클 %6에 준비됨)</translation>
    </message>
    <message>
        <source>also ready then: %1</source>
        <translation>그때 함께 준비됨: %1</translation>
    </message>
    <message>
        <source>then %1 cycles the schedule does not explain</source>
        <translation>이어서 schedule이 설명하지 않는 %1 사이클</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>End</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>Slack</source>
        <translation>여유</translation>
    </message>
    <message>
        <source>Waited for</source>
        <translation>기다린 것</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>연산</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::DiagnosticView</name>
    <message>
        <source>Error:</source>
        <translation>오류:</translation>
    </message>
    <message>
        <source>Fix:</source>
        <translation>해결:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>참고:</translation>
    </message>
    <message>
        <source>(at character %1)</source>
        <translation>(%1번째 문자에서)</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::DmaConfigModel</name>
    <message>
        <source>In elements of the side&apos;s address space</source>
        <translation>해당 쪽 주소 공간의 원소 단위</translation>
    </message>
    <message>
        <source>packet (stride0)</source>
        <translation>packet (stride0)</translation>
    </message>
    <message>
        <source>time</source>
        <translation>time</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>항</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Read stride</source>
        <translation>읽기 stride</translation>
    </message>
    <message>
        <source>Write stride</source>
        <translation>쓰기 stride</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::DmaTransfersModel</name>
    <message numerus="yes">
        <source>%n DMA transfer(s), against the DMA Engine&apos;s peak of %1 B/cycle (the manual&apos;s Memory Performance).</source>
        <translation>
            <numerusform>DMA 전송 %n개, DMA Engine의 최대 %1 B/사이클 대비 (매뉴얼의 Memory Performance).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 bytes (%3 without padding) in %4 cycles, %5 B/cycle, %6 of the peak; tensors %7</source>
        <translation>%1: %4 사이클에 %2바이트 (padding 제외 %3), %5 B/사이클, 최대의 %6. 텐서 %7</translation>
    </message>
    <message>
        <source>More DM bytes than the engine moves at its peak: the source is smaller (one copy written to several slices).</source>
        <translation>엔진이 최대 속도로 옮길 수 있는 것보다 DM 바이트가 많습니다: 원본이 더 작습니다 (한 벌을 여러 slice에 씀).</translation>
    </message>
    <message>
        <source>Bytes without the padding the tensors&apos; shapes give</source>
        <translation>텐서의 shape가 알려 주는 padding을 뺀 바이트</translation>
    </message>
    <message>
        <source>Bytes per cycle against the DMA Engine&apos;s peak; above 100% the same data lands in several slices</source>
        <translation>DMA Engine 최대치 대비 사이클당 바이트. 100%를 넘으면 같은 데이터가 여러 slice에 씀</translation>
    </message>
    <message>
        <source>The schedule&apos;s own util.total_util</source>
        <translation>schedule 자체의 util.total_util</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>유효</translation>
    </message>
    <message>
        <source>B/cycle</source>
        <translation>B/사이클</translation>
    </message>
    <message>
        <source>Of peak</source>
        <translation>최대 대비</translation>
    </message>
    <message>
        <source>Util</source>
        <translation>Util</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>연산</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::FlitStepper</name>
    <message>
        <source>The Tensor Unit pass to step through</source>
        <translation>단계별로 볼 Tensor Unit pass</translation>
    </message>
    <message>
        <source>chip </source>
        <translation>chip </translation>
    </message>
    <message>
        <source>cluster </source>
        <translation>cluster </translation>
    </message>
    <message>
        <source>slice </source>
        <translation>slice </translation>
    </message>
    <message>
        <source>cycle </source>
        <translation>사이클 </translation>
    </message>
    <message>
        <source>Cycle from the pass&apos;s start: Left/Right step, PageUp/PageDown ×10, Home/End, N next event</source>
        <translation>pass 시작부터의 사이클: Left/Right 한 단계, PageUp/PageDown ×10, Home/End, N 다음 이벤트</translation>
    </message>
    <message>
        <source>First cycle (Home)</source>
        <translation>첫 사이클 (Home)</translation>
    </message>
    <message>
        <source>One cycle back (Left)</source>
        <translation>한 사이클 뒤로 (Left)</translation>
    </message>
    <message>
        <source>One cycle on (Right)</source>
        <translation>한 사이클 앞으로 (Right)</translation>
    </message>
    <message>
        <source>Next event</source>
        <translation>다음 이벤트</translation>
    </message>
    <message>
        <source>The next cycle where a stage moves (N)</source>
        <translation>어떤 stage가 움직이는 다음 사이클 (N)</translation>
    </message>
    <message>
        <source>Last cycle (End)</source>
        <translation>마지막 사이클 (End)</translation>
    </message>
    <message>
        <source>No stage moves after cycle %1</source>
        <translation>사이클 %1 이후에 움직이는 stage가 없습니다</translation>
    </message>
    <message>
        <source>The kernel has no Tensor Unit pass to step through</source>
        <translation>커널에 단계별로 볼 Tensor Unit pass가 없습니다</translation>
    </message>
    <message>
        <source>Load a kernel that plans to step through its flits</source>
        <translation>plan을 세우는 커널을 불러오면 flit을 단계별로 볼 수 있습니다</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>인덱스</translation>
    </message>
    <message>
        <source>The kernel does not plan: no flits to show</source>
        <translation>커널의 plan을 세울 수 없어 보여 줄 flit이 없습니다</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1: t = %2 / %3</source>
        <translation>%1: t = %2 / %3</translation>
    </message>
    <message>
        <source>%1: idle (cycles %2–%3)</source>
        <translation>%1: 유휴 (사이클 %2–%3)</translation>
    </message>
    <message numerus="yes">
        <source>Cycle %1 of %2 on chip %3, cluster %4, slice %5: %n stage(s) hold a flit</source>
        <translation>
            <numerusform>chip %3, cluster %4, slice %5의 사이클 %1 / %2: stage %n개가 flit을 담고 있음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n valid</source>
        <translation>
            <numerusform>, 유효 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::FlitTableModel</name>
    <message>
        <source>invalid</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>invalid: after the filter&apos;s valid count</source>
        <translation>무효: filter의 valid count 이후</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>인덱스</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::HardwareConfigModel</name>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Stride</source>
        <translation>stride</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할</translation>
    </message>
    <message>
        <source>sequencer</source>
        <translation>sequencer</translation>
    </message>
    <message>
        <source>%1 iterations</source>
        <translation>반복 %1회</translation>
    </message>
    <message>
        <source>iterations: the product of the entries&apos; sizes</source>
        <translation>반복 횟수: entry 크기의 곱</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>broadcast</translation>
    </message>
    <message>
        <source>walks back</source>
        <translation>거꾸로 이동</translation>
    </message>
    <message>
        <source>entry %1</source>
        <translation>entry %1</translation>
    </message>
    <message>
        <source>packet</source>
        <translation>packet</translation>
    </message>
    <message>
        <source>sizes</source>
        <translation>크기들</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>switch</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::IdleHolesModel</name>
    <message numerus="yes">
        <source>%1: %2 busy, %3 idle cycles in %n hole(s) of at least %4</source>
        <translation>
            <numerusform>%1: %2 사용, 유휴 %3 사이클, %4 이상인 유휴 구간 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 idle for %2 cycles, %3 to %4: after %5, before %6</source>
        <translation>%1이(가) %2 사이클 동안 유휴, %3부터 %4까지: %5 다음, %6 이전</translation>
    </message>
    <message>
        <source>the kernel&apos;s start</source>
        <translation>커널의 시작</translation>
    </message>
    <message>
        <source>the kernel&apos;s end</source>
        <translation>커널의 끝</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>컨텍스트</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>End</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>After</source>
        <translation>앞 연산</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>뒤 연산</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelCrateModel</name>
    <message>
        <source>Module / function</source>
        <translation>모듈 / 함수</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>%1 (inline)</source>
        <translation>%1 (인라인)</translation>
    </message>
    <message>
        <source>#[device(chip = %1, pe = %2)] fn %3(%4)</source>
        <translation>#[device(chip = %1, pe = %2)] fn %3(%4)</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelDocument</name>
    <message>
        <source>Cannot read the kernel %1: %2</source>
        <translation>커널 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The kernel %1 has no file to save to (a built-in sample)</source>
        <translation>커널 %1에는 저장할 파일이 없습니다 (내장 예제)</translation>
    </message>
    <message>
        <source>Cannot save the kernel %1: %2. The file was not changed.</source>
        <translation>커널 %1을(를) 저장할 수 없음: %2. 파일은 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 is not a kernel crate: no Cargo.toml or src/lib.rs in it or above it</source>
        <translation>%1은(는) 커널 크레이트가 아닙니다: 그 안이나 위에 Cargo.toml 또는 src/lib.rs가 없습니다</translation>
    </message>
    <message>
        <source>Cannot open the kernel crate %1: %2</source>
        <translation>커널 크레이트 %1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>`%1` is host code the workbench does not read: %2</source>
        <translation>`%1`은(는) 워크벤치가 읽지 않는 호스트 코드입니다: %2</translation>
    </message>
    <message>
        <source>Cannot read the kernel %1: it holds more than %2 bytes (4 MiB), the most a kernel source may hold</source>
        <translation>커널 %1을(를) 읽을 수 없습니다: 커널 소스가 가질 수 있는 최대 크기인 %2바이트(4 MiB)보다 큽니다</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelOpsModel</name>
    <message>
        <source>slice %1</source>
        <translation>slice %1</translation>
    </message>
    <message>
        <source>time %1</source>
        <translation>time %1</translation>
    </message>
    <message>
        <source>packet %1</source>
        <translation>packet %1</translation>
    </message>
    <message>
        <source>latency %1 cycles</source>
        <translation>지연 %1 사이클</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>연산</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>자원</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Stream after the stage</source>
        <translation>단계 이후의 스트림</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>End</source>
        <translation>끝</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelOutputsModel</name>
    <message>
        <source>exact</source>
        <translation>정확</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>일치</translation>
    </message>
    <message>
        <source>MISMATCH</source>
        <translation>불일치</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <source>Elements</source>
        <translation>원소</translation>
    </message>
    <message>
        <source>Max |error|</source>
        <translation>최대 |오차|</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>허용 오차</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>검사</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelProblemsModel</name>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>%1번째 줄, %2번째 열</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>해결</translation>
    </message>
    <message>
        <source>note</source>
        <translation>참고</translation>
    </message>
    <message>
        <source>set aside</source>
        <translation>제외됨</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::KernelView</name>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Open in Studio</source>
        <translation>스튜디오에서 열기</translation>
    </message>
    <message>
        <source>Add the stage&apos;s stream as a new design of the mapping studio</source>
        <translation>stage의 stream을 매핑 스튜디오의 새 디자인으로 추가</translation>
    </message>
    <message>
        <source>Outputs checked against the reference</source>
        <translation>참조 계산과 비교한 출력</translation>
    </message>
    <message>
        <source>Simulate the kernel value by value and check its outputs (F5)</source>
        <translation>커널을 값 단위로 시뮬레이션하고 출력을 검사 (F5)</translation>
    </message>
    <message>
        <source>kernel&apos;s</source>
        <translation>커널 값</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>seed </translation>
    </message>
    <message>
        <source>Seed for every random input; &quot;kernel&apos;s&quot; keeps the kernel&apos;s seed_from_u64</source>
        <translation>모든 무작위 입력의 seed. &quot;커널 값&quot;은 커널의 seed_from_u64를 그대로 씀</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>아직 실행하지 않음</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>Every output matches the reference</source>
        <translation>모든 출력이 참조 계산과 일치합니다</translation>
    </message>
    <message>
        <source>Some outputs differ from the reference</source>
        <translation>일부 출력이 참조 계산과 다릅니다</translation>
    </message>
    <message>
        <source> — %1 cycles</source>
        <translation> — %1 사이클</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>Choose a stage with a Time and Packet stream to open it in the studio</source>
        <translation>Time과 Packet stream이 있는 stage를 고르면 스튜디오에서 엽니다</translation>
    </message>
    <message>
        <source>Flit stepper</source>
        <translation>flit 단계 보기</translation>
    </message>
    <message>
        <source>Compare with previous run</source>
        <translation>이전 실행과 비교</translation>
    </message>
    <message>
        <source>Show the last two runs side by side in the Compare tab, the largest regressions first</source>
        <translation>마지막 두 실행을 비교 탭에 나란히 보여 줍니다. 가장 크게 느려진 것부터</translation>
    </message>
    <message>
        <source>%1, run %2 (%3 cycles)</source>
        <translation>%1, 실행 %2 (%3 사이클)</translation>
    </message>
    <message>
        <source> — %1: vector_filter(%2) kept %3 of %4 elements, %5–%6 per slice</source>
        <translation> — %1: vector_filter(%2)가 원소 %4개 중 %3개를 남김, slice당 %5–%6개</translation>
    </message>
    <message>
        <source>%1, vector_filter(%2): valid count per slice</source>
        <translation>%1, vector_filter(%2): slice별 valid count</translation>
    </message>
    <message>
        <source>Problems: none</source>
        <translation>문제: 없음</translation>
    </message>
    <message numerus="yes">
        <source>Problems: %n error(s)</source>
        <translation>
            <numerusform>문제: 오류 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, 경고 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> — %n warning(s): see Problems</source>
        <translation>
            <numerusform> — 경고 %n개: 문제 목록을 보세요</numerusform>
        </translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Write the edited kernel to its file</source>
        <translation>편집한 커널을 파일에 씀</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>다시 읽기</translation>
    </message>
    <message>
        <source>Read the file again, dropping unsaved edits</source>
        <translation>저장하지 않은 편집을 버리고 파일을 다시 읽음</translation>
    </message>
    <message>
        <source>The file changed on disk; Reload reads it (your edits are dropped), Save keeps yours.</source>
        <translation>디스크의 파일이 바뀌었습니다. 다시 읽기는 그 파일을 읽고(편집 내용은 버림), 저장은 편집 내용을 남깁니다.</translation>
    </message>
    <message>
        <source>Edited (a built-in sample: not saved)</source>
        <translation>편집됨 (내장 예제: 저장 안 됨)</translation>
    </message>
    <message>
        <source>Edited, not saved</source>
        <translation>편집됨, 저장 안 됨</translation>
    </message>
    <message>
        <source>Run analysis</source>
        <translation>실행 분석</translation>
    </message>
    <message>
        <source>Run the kernel (F5): its schedule is analysed here, line by line of its source.</source>
        <translation>커널을 실행하세요 (F5): 그 schedule을 소스 줄별로 여기서 분석합니다.</translation>
    </message>
    <message>
        <source>The device function to run: the file&apos;s own choice (its host code, else its first #[device] function), or one of them on its own, on seeded inputs</source>
        <translation>실행할 장치 함수: 파일이 정한 대로(호스트 코드, 없으면 첫 #[device] 함수), 또는 그중 하나를 시드로 만든 입력으로 따로 실행합니다</translation>
    </message>
    <message>
        <source>As the file runs</source>
        <translation>파일에 쓰인 대로</translation>
    </message>
    <message>
        <source>Run the file as it is written: its host code, else its first #[device] function</source>
        <translation>파일에 쓰인 대로 실행합니다: 호스트 코드, 없으면 첫 #[device] 함수</translation>
    </message>
    <message>
        <source>%1 (line %2)</source>
        <translation>%1 (%2번째 줄)</translation>
    </message>
    <message>
        <source>#[device(chip = %1, pe = %2)] fn %3(%4)</source>
        <translation>#[device(chip = %1, pe = %2)] fn %3(%4)</translation>
    </message>
    <message>
        <source>Dialect: the furiosa-opt toolchain&apos;s</source>
        <translation>방언: furiosa-opt 툴체인</translation>
    </message>
    <message>
        <source>Dialect: the manual&apos;s</source>
        <translation>방언: 매뉴얼</translation>
    </message>
    <message>
        <source>from the crate it uses and the calls it makes</source>
        <translation>쓰는 크레이트와 호출하는 메서드로 판단했습니다</translation>
    </message>
    <message>
        <source> (line %1)</source>
        <translation> (%1번째 줄)</translation>
    </message>
    <message>
        <source>Read in the %1 dialect: %2</source>
        <translation>%1 방언으로 읽었습니다: %2</translation>
    </message>
    <message>
        <source>Ran, with no output to check</source>
        <translation>실행했으며 확인할 출력이 없습니다</translation>
    </message>
    <message>
        <source>No kernel: File &gt; Open Kernel… or Open Kernel Crate…, or drop a .rs file or a crate&apos;s folder here</source>
        <translation>커널 없음: 파일 &gt; 커널 열기… 또는 커널 크레이트 열기…, 또는 여기에 .rs 파일이나 크레이트 폴더를 끌어다 놓으세요</translation>
    </message>
    <message>
        <source>The crate&apos;s modules, their files and #[device] functions: choose a function to read and run it</source>
        <translation>크레이트의 모듈, 그 파일과 #[device] 함수: 함수를 고르면 읽고 실행할 수 있습니다</translation>
    </message>
    <message>
        <source>No declaration found for the name at the cursor</source>
        <translation>커서 위치의 이름에 대한 선언을 찾지 못했습니다</translation>
    </message>
    <message>
        <source>%1
Fix: %2</source>
        <translation>%1
수정: %2</translation>
    </message>
    <message>
        <source>Size: %1</source>
        <translation>크기: %1</translation>
    </message>
    <message>
        <source>Normal form: %1</source>
        <translation>정규형: %1</translation>
    </message>
    <message>
        <source>Axis %1</source>
        <translation>축 %1</translation>
    </message>
    <message>
        <source>Alias %1 = %2</source>
        <translation>별칭 %1 = %2</translation>
    </message>
    <message>
        <source>Mapping %1</source>
        <translation>매핑 %1</translation>
    </message>
    <message>
        <source>Show the kernel&apos;s own file again</source>
        <translation>커널 자체 파일을 다시 표시</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, read-only: the chosen operation is written here</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, 읽기 전용: 선택한 연산이 작성된 곳</translation>
    </message>
    <message>
        <source>← %1</source>
        <translation>← %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, read-only: another file of the kernel&apos;s crate</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, 읽기 전용: 커널 크레이트의 다른 파일</translation>
    </message>
    <message numerus="yes">
        <source>; %n host item(s) set aside</source>
        <translation>
            <numerusform>; 호스트 항목 %n개 제외됨</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::LayoutModel</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>the whole buffer</source>
        <translation>버퍼 전체</translation>
    </message>
    <message>
        <source>pad</source>
        <translation>패딩</translation>
    </message>
    <message>
        <source>Position %1 (row %2, column %3)
%4</source>
        <translation>위치 %1 (%2행, %3열)
%4</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>cluster</translation>
    </message>
    <message>
        <source>slice</source>
        <translation>slice</translation>
    </message>
    <message>
        <source>chip %1</source>
        <translation>chip %1</translation>
    </message>
    <message>
        <source>cluster %1</source>
        <translation>cluster %1</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>slice %1</translation>
    </message>
    <message>
        <source> (padding)</source>
        <translation> (padding)</translation>
    </message>
    <message>
        <source>slice coordinate %1</source>
        <translation>slice 좌표 %1</translation>
    </message>
    <message>
        <source>this slice holds only padding</source>
        <translation>이 slice에는 padding만 있음</translation>
    </message>
    <message>
        <source>%1, element position %2 (row %3, column %4 of the slice)
%5
%6</source>
        <translation>%1, 원소 위치 %2 (slice의 %3행, %4열)
%5
%6</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::LayoutView</name>
    <message>
        <source>Cells with the same value of this get the same colour</source>
        <translation>이 값이 같은 칸은 같은 색으로 칠함</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>축소 (-)</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>확대 (+)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <source>Show the whole buffer (0)</source>
        <translation>버퍼 전체 보기 (0)</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>색 기준</translation>
    </message>
    <message>
        <source>The axes have an error; see the Mapping panel.</source>
        <translation>축에 오류가 있습니다. 매핑 패널을 보세요.</translation>
    </message>
    <message>
        <source>The expression has an error; see the Mapping panel.</source>
        <translation>식에 오류가 있습니다. 매핑 패널을 보세요.</translation>
    </message>
    <message>
        <source>axis %1</source>
        <translation>축 %1</translation>
    </message>
    <message>
        <source>outer factor %1</source>
        <translation>바깥 인자 %1</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>레이아웃</translation>
    </message>
    <message>
        <source>%1 positions as %2 rows × %3 columns; colour: %4</source>
        <translation>위치 %1개, %2행 × %3열, 색: %4</translation>
    </message>
    <message>
        <source>; zoomed out: each square samples %1 × %1 cells</source>
        <translation>; 축소됨: 한 칸이 %1 × %1 셀을 표본으로 보여 줌</translation>
    </message>
    <message>
        <source>; selected position %1</source>
        <translation>; 선택한 위치 %1</translation>
    </message>
    <message>
        <source>One slice</source>
        <translation>slice 하나</translation>
    </message>
    <message>
        <source>All slices</source>
        <translation>모든 slice</translation>
    </message>
    <message>
        <source>The slice shown under One slice and selected in the grid (chip-major number)</source>
        <translation>slice 하나에서 보여 주고 격자에서 선택된 slice (chip 우선 번호)</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>범위</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>One slice&apos;s Element buffer, or the whole Chip × Cluster × Slice × Element tensor</source>
        <translation>slice 하나의 Element 버퍼, 또는 전체 Chip × Cluster × Slice × Element 텐서</translation>
    </message>
    <message>
        <source>All slices needs an alias named Slice (and optionally Chip and Cluster) in the design</source>
        <translation>모든 slice를 보려면 디자인에 Slice라는 별칭(필요하면 Chip과 Cluster도)이 있어야 합니다</translation>
    </message>
    <message>
        <source>No alias named %1: taken as m![1]</source>
        <translation>%1이라는 별칭 없음: m![1]로 봄</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 또는 </translation>
    </message>
    <message>
        <source>per slice</source>
        <translation>slice당</translation>
    </message>
    <message>
        <source>chips × clusters × slices × elements = %2 × %3 × %4 × %5 = %1 positions in %6 × %7 cells; colour: %8</source>
        <translation>chip × cluster × slice × 원소 = %2 × %3 × %4 × %5 = 위치 %1개, 셀 %6 × %7개; 색: %8</translation>
    </message>
    <message>
        <source>; %1 holds only padding</source>
        <translation>; %1에는 padding만 있음</translation>
    </message>
    <message>
        <source>; selected position %1 of slice %2</source>
        <translation>; 선택한 위치: slice %2의 %1</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::MappingDocument</name>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source>%1 (sample)</source>
        <translation>%1 (예제)</translation>
    </message>
    <message>
        <source>The built-in samples are read-only; use Save As.</source>
        <translation>내장 예제는 읽기 전용입니다. 다른 이름으로 저장하세요.</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::MappingEditorDock</name>
    <message>
        <source>Mapping</source>
        <translation>매핑</translation>
    </message>
    <message>
        <source>A = 8, B = 512</source>
        <translation>A = 8, B = 512</translation>
    </message>
    <message>
        <source>m![A, B]</source>
        <translation>m![A, B]</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>축</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>별칭</translation>
    </message>
    <message>
        <source>Expression</source>
        <translation>식</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::MappingSummaryView</name>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation>정규화</translation>
    </message>
    <message>
        <source>Normal form factors (major first)</source>
        <translation>정규형 인자 (상위부터)</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::NormalFormModel</name>
    <message>
        <source>The axis this digit of the buffer position walks (or what else it stands for)</source>
        <translation>버퍼 위치의 이 자리가 따라가는 축 (또는 그 밖에 나타내는 것)</translation>
    </message>
    <message>
        <source>How many values this digit takes</source>
        <translation>이 자리가 가지는 값의 개수</translation>
    </message>
    <message>
        <source>Digits at or above this are padding</source>
        <translation>이 값 이상인 자리는 패딩</translation>
    </message>
    <message>
        <source>How far along the axis one step of this digit goes</source>
        <translation>이 자리가 한 단계 움직일 때 축에서 나아가는 거리</translation>
    </message>
    <message>
        <source>Where along the axis digit 0 starts</source>
        <translation>자리 값 0이 축에서 시작하는 곳</translation>
    </message>
    <message>
        <source>What the padding positions hold, when there are any</source>
        <translation>패딩 위치에 담기는 값 (있을 때)</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>내용</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>유효</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>보폭</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>오프셋</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>패딩</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::PositionLookup</name>
    <message>
        <source>A buffer position</source>
        <translation>버퍼 위치</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>위치</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::Project</name>
    <message>
        <source>Design 1</source>
        <translation>디자인 1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source>%1 (sample)</source>
        <translation>%1 (예제)</translation>
    </message>
    <message>
        <source>There is no design %1.</source>
        <translation>디자인 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>A design needs a name.</source>
        <translation>디자인에는 이름이 있어야 합니다.</translation>
    </message>
    <message>
        <source>Another design is already called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;이라는 디자인이 이미 있습니다.</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>디자인</translation>
    </message>
    <message>
        <source>The built-in samples are read-only; use Save As.</source>
        <translation>내장 예제는 읽기 전용입니다. 다른 이름으로 저장하세요.</translation>
    </message>
    <message>
        <source>A project of several designs is saved as *%1; use Save As.</source>
        <translation>디자인이 여러 개인 프로젝트는 *%1(으)로 저장합니다. 다른 이름으로 저장하세요.</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RingCanvas</name>
    <message>
        <source>slice %1
ring group %2 of %3, position %4 of %5</source>
        <translation>slice %1
ring group %3개 중 %2번, 위치 %5개 중 %4번</translation>
    </message>
    <message>
        <source>
input Slice holds %1</source>
        <translation>
입력 Slice가 %1을(를) 담음</translation>
    </message>
    <message>
        <source>
output Slice holds %1</source>
        <translation>
출력 Slice가 %1을(를) 담음</translation>
    </message>
    <message numerus="yes">
        <source>
accepts %n input slice(s)</source>
        <translation>
            <numerusform>
입력 slice %n개를 수신</numerusform>
        </translation>
    </message>
    <message>
        <source>1 ring of %1 slices</source>
        <translation>slice %1개짜리 ring 1개</translation>
    </message>
    <message>
        <source>%1 rings of %2 slices</source>
        <translation>slice %2개짜리 ring %1개</translation>
    </message>
    <message>
        <source>output slice %1, ring %2</source>
        <translation>출력 slice %1, ring %2</translation>
    </message>
    <message>
        <source>input slice %1 (%2)</source>
        <translation>입력 slice %1 (%2)</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>수신</translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>미수신</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterCanvas</name>
    <message>
        <source>cycle %1   in: above, out: below (filled = kept)</source>
        <translation>사이클 %1   입력: 위, 출력: 아래 (채움 = 유지)</translation>
    </message>
    <message>
        <source>slice %1, ring position %2</source>
        <translation>slice %1, ring 위치 %2</translation>
    </message>
    <message>
        <source>outputs and keeps %1</source>
        <translation>%1을(를) 출력하고 유지</translation>
    </message>
    <message>
        <source>sees and ignores %1</source>
        <translation>%1을(를) 보고 무시</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterCycleModel</name>
    <message>
        <source>alone</source>
        <translation>단독</translation>
    </message>
    <message>
        <source>root</source>
        <translation>root</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>leaf</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>중간</translation>
    </message>
    <message>
        <source>%1: from %2, to %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1 kept</source>
        <translation>%1 유지</translation>
    </message>
    <message>
        <source>%1 ignored</source>
        <translation>%1 무시</translation>
    </message>
    <message>
        <source>Packets this slice&apos;s snoop bitmap has kept up to this cycle</source>
        <translation>이 slice의 snoop bitmap이 이 사이클까지 유지한 packet</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할</translation>
    </message>
    <message>
        <source>Router (packet: from, to)</source>
        <translation>router (packet: 출발, 도착)</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <source>Kept so far</source>
        <translation>지금까지 유지</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterPanel</name>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Play or pause the animation (Space)</source>
        <translation>애니메이션 재생 또는 일시 정지 (Space)</translation>
    </message>
    <message>
        <source>|◀</source>
        <translation>|◀</translation>
    </message>
    <message>
        <source>First cycle (Home)</source>
        <translation>첫 사이클 (Home)</translation>
    </message>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>한 단계 뒤로 (Left)</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>한 단계 앞으로 (Right)</translation>
    </message>
    <message>
        <source>▶|</source>
        <translation>▶|</translation>
    </message>
    <message>
        <source>Last cycle (End)</source>
        <translation>마지막 사이클 (End)</translation>
    </message>
    <message>
        <source> cycles/s</source>
        <translation> 사이클/초</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>애니메이션 속도</translation>
    </message>
    <message>
        <source>Router animation</source>
        <translation>router 애니메이션</translation>
    </message>
    <message>
        <source>cycle %1 / %2</source>
        <translation>사이클 %1 / %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::RouterStepper</name>
    <message>
        <source>No switch plan: give a topology the stream satisfies.</source>
        <translation>switch plan 없음: stream이 만족하는 토폴로지를 지정하세요.</translation>
    </message>
    <message>
        <source>ring_size %1 is too large to animate router by router (at most %2).</source>
        <translation>ring_size %1은(는) router 단위로 애니메이션하기에 너무 큽니다 (최대 %2).</translation>
    </message>
    <message>
        <source>%1 packets per ring (ring_size %2 x %3 time steps) are too many to animate (at most 256).</source>
        <translation>ring당 packet %1개(ring_size %2 x time step %3개)는 애니메이션하기에 너무 많습니다 (최대 256).</translation>
    </message>
    <message>
        <source>packet %1 (slice %2, time %3)</source>
        <translation>packet %1 (slice %2, time %3)</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::ScheduleAnalysisView</name>
    <message>
        <source>Source</source>
        <translation>소스</translation>
    </message>
    <message>
        <source>holes of at least </source>
        <translation>유휴 구간 최소 </translation>
    </message>
    <message>
        <source> cycles</source>
        <translation> 사이클</translation>
    </message>
    <message>
        <source>List only the idle holes at least this long (tcpwb-cli trace --idle --idle-min)</source>
        <translation>이 길이 이상인 유휴 구간만 나열 (tcpwb-cli trace --idle --idle-min)</translation>
    </message>
    <message>
        <source>By source (%1)</source>
        <translation>소스별 (%1)</translation>
    </message>
    <message>
        <source>Critical path (%1)</source>
        <translation>임계 경로 (%1)</translation>
    </message>
    <message>
        <source>Idle holes (%1)</source>
        <translation>유휴 구간 (%1)</translation>
    </message>
    <message>
        <source>DMA (%1)</source>
        <translation>DMA (%1)</translation>
    </message>
    <message>
        <source>%1: its description holds no hardware configuration.</source>
        <translation>%1: description에 하드웨어 구성이 없습니다.</translation>
    </message>
    <message>
        <source>Hardware configuration of %1 (%2), from its description:</source>
        <translation>%1 (%2)의 하드웨어 구성, description에서 읽음:</translation>
    </message>
    <message>
        <source>Hardware configuration: pick a DMA transfer or an operation.</source>
        <translation>하드웨어 구성: DMA 전송이나 연산을 고르세요.</translation>
    </message>
    <message>
        <source>Cost per source line: makespan %1 cycles; %2 located ops, %3 cycles; %4 without a location, %5 cycles. Pick a row to select its operations.</source>
        <translation>소스 줄별 비용: 전체 소요 %1 사이클. 위치가 있는 연산 %2개, %3 사이클. 위치가 없는 연산 %4개, %5 사이클. 행을 고르면 그 연산을 선택합니다.</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SelectionStatsModel</name>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>개수</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>최소</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>최대</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>평균</translation>
    </message>
    <message>
        <source>%1
on %2</source>
        <translation>%1
%2에서</translation>
    </message>
    <message>
        <source>Contexts</source>
        <translation>컨텍스트</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SequencerConfigModel</name>
    <message>
        <source>packet</source>
        <translation>packet</translation>
    </message>
    <message>
        <source>broadcast</source>
        <translation>broadcast</translation>
    </message>
    <message>
        <source>masking last_dim</source>
        <translation>masking last_dim</translation>
    </message>
    <message>
        <source>valid counts by index</source>
        <translation>인덱스별 valid 개수</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>항</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Stride</source>
        <translation>stride</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SequencerDock</name>
    <message>
        <source>DM banks, %1 accesses of %2 bytes%3.</source>
        <translation>DM bank, %2바이트 접근 %1번%3.</translation>
    </message>
    <message>
        <source> (the first %1 shown)</source>
        <translation> (처음 %1개 표시)</translation>
    </message>
    <message>
        <source>No bank is hit %1 times in a row.</source>
        <translation>%1번 연속으로 접근되는 bank가 없습니다.</translation>
    </message>
    <message>
        <source>, first at %1</source>
        <translation>, 처음은 %1</translation>
    </message>
    <message>
        <source>Starvation risk: bank %1 is hit %2 times in a row from access %3%4.</source>
        <translation>starvation 위험: bank %1이(가) 접근 %3부터 %2번 연속 접근됨%4.</translation>
    </message>
    <message>
        <source>... and %1 more streaks.</source>
        <translation>... 외 연속 구간 %1개.</translation>
    </message>
    <message>
        <source>Sequencer</source>
        <translation>Sequencer</translation>
    </message>
    <message>
        <source>Show term by term, before merging</source>
        <translation>병합 전, 항별로 보기</translation>
    </message>
    <message>
        <source>Fetch Engine</source>
        <translation>Fetch Engine</translation>
    </message>
    <message>
        <source>Commit Engine</source>
        <translation>Commit Engine</translation>
    </message>
    <message>
        <source>Sequencer rules only</source>
        <translation>Sequencer 규칙만</translation>
    </message>
    <message>
        <source>main context</source>
        <translation>main context</translation>
    </message>
    <message>
        <source>sub context</source>
        <translation>sub context</translation>
    </message>
    <message>
        <source>m![A, B / 32]</source>
        <translation>m![A, B / 32]</translation>
    </message>
    <message>
        <source>m![B % 32]</source>
        <translation>m![B % 32]</translation>
    </message>
    <message>
        <source>Type the stream&apos;s Time and Packet to see the configuration the hardware derives from the expression&apos;s buffer.</source>
        <translation>stream의 Time과 Packet을 입력하면 하드웨어가 식의 버퍼에서 유도하는 구성을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Packet</source>
        <translation>Packet</translation>
    </message>
    <message>
        <source>Read by</source>
        <translation>읽는 엔진</translation>
    </message>
    <message>
        <source>DMA Engine (HBM → DM)</source>
        <translation>DMA Engine (HBM → DM)</translation>
    </message>
    <message>
        <source>The DMA configuration and its HBM channel use are in the Banks tab.</source>
        <translation>DMA 구성과 HBM channel 사용은 Bank 탭에 있습니다.</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SequencerSummaryModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1바이트</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>구성</translation>
    </message>
    <message>
        <source>[size : stride, ...] : packet, outermost first, strides in elements</source>
        <translation>[size : stride, ...] : packet, 바깥쪽부터, stride는 원소 단위</translation>
    </message>
    <message>
        <source>packet</source>
        <translation>packet</translation>
    </message>
    <message>
        <source>%1 elements, %2</source>
        <translation>원소 %1개, %2</translation>
    </message>
    <message>
        <source>The innermost entry&apos;s size: what one read or write moves</source>
        <translation>가장 안쪽 항목의 size: 한 번의 읽기나 쓰기가 옮기는 양</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>%1 elements</source>
        <translation>원소 %1개</translation>
    </message>
    <message>
        <source>Where the first access starts; negative when a padded axis reads before the tensor</source>
        <translation>첫 접근이 시작하는 곳. padding된 축이 텐서 앞을 읽으면 음수</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>병합</translation>
    </message>
    <message>
        <source>%1 + %2 → %3</source>
        <translation>%1 + %2 → %3</translation>
    </message>
    <message>
        <source>More than 8 entries: adjacent entries with s1 = n2 × s2 become one</source>
        <translation>항목이 8개를 넘음: s1 = n2 × s2인 인접 항목은 하나로 합침</translation>
    </message>
    <message>
        <source>contiguous</source>
        <translation>contiguous</translation>
    </message>
    <message>
        <source>contiguous_sram_access_size: bytes read without a jump</source>
        <translation>contiguous_sram_access_size: 건너뛰지 않고 읽는 바이트</translation>
    </message>
    <message>
        <source>fetch_size</source>
        <translation>fetch_size</translation>
    </message>
    <message>
        <source>The largest read of the context dividing the packet and the contiguous run</source>
        <translation>packet과 연속 구간을 나누는 context의 가장 큰 읽기</translation>
    </message>
    <message>
        <source>fetches per packet</source>
        <translation>packet당 fetch 횟수</translation>
    </message>
    <message>
        <source>The Fetch Adapter&apos;s batching</source>
        <translation>Fetch Adapter의 batching</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>Time::SIZE × ceil(Packet bytes / fetch_size)</source>
        <translation>Time::SIZE × ceil(Packet 바이트 / fetch_size)</translation>
    </message>
    <message>
        <source>output</source>
        <translation>output</translation>
    </message>
    <message>
        <source>%1, %2 per packet</source>
        <translation>%1, packet당 %2</translation>
    </message>
    <message>
        <source>The type and packet size after the adapter&apos;s cast</source>
        <translation>adapter의 cast 뒤의 타입과 packet 크기</translation>
    </message>
    <message>
        <source>case %1 on %2: last_dim %3, left_pad %4, valid counts %5</source>
        <translation>%2의 case %1: last_dim %3, left_pad %4, valid 개수 %5</translation>
    </message>
    <message>
        <source> (added the entry 1 : 0)</source>
        <translation> (항목 1 : 0 추가)</translation>
    </message>
    <message>
        <source>masking</source>
        <translation>masking</translation>
    </message>
    <message>
        <source>%1 valid and %2 masked elements per row of the axis</source>
        <translation>축의 행마다 valid 원소 %1개, masked 원소 %2개</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>commit_in_size</source>
        <translation>commit_in_size</translation>
    </message>
    <message>
        <source>Bytes of each 32-byte flit written after truncating</source>
        <translation>잘라 낸 뒤 32바이트 flit마다 쓰는 바이트</translation>
    </message>
    <message>
        <source>contiguous_sram_access_size: bytes written without a jump</source>
        <translation>contiguous_sram_access_size: 건너뛰지 않고 쓰는 바이트</translation>
    </message>
    <message>
        <source>commit_size</source>
        <translation>commit_size</translation>
    </message>
    <message>
        <source>gcd(contiguous, commit_in_size): bytes per write</source>
        <translation>gcd(contiguous, commit_in_size): 쓰기당 바이트</translation>
    </message>
    <message>
        <source>writes per packet</source>
        <translation>packet당 쓰기 횟수</translation>
    </message>
    <message>
        <source>commit_in_size / commit_size</source>
        <translation>commit_in_size / commit_size</translation>
    </message>
    <message>
        <source>Time::SIZE × writes per packet</source>
        <translation>Time::SIZE × packet당 쓰기 횟수</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>faster</source>
        <translation>더 빠르게</translation>
    </message>
    <message>
        <source>pad the packet to %1 bytes: fetch_size rises from %2 to %3 bytes, cycles fall from %4 to %5</source>
        <translation>packet을 %1바이트로 padding: fetch_size가 %2에서 %3바이트로 늘고, 사이클이 %4에서 %5로 줄어듦</translation>
    </message>
    <message>
        <source>Fetch Engine, &quot;The Impact of Padding Choice&quot;: %1 more bytes per packet (and per row of the buffer) buy 32-byte reads</source>
        <translation>Fetch Engine, &quot;The Impact of Padding Choice&quot;: packet당(그리고 버퍼 행당) %1바이트를 더 쓰면 32바이트 읽기가 됨</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SliceStrip</name>
    <message>
        <source>Slices of the cluster: filled where the fetch stage holds data at this cycle; click one to step it</source>
        <translation>cluster의 slice: 이 사이클에 fetch stage가 데이터를 담고 있으면 채워짐. 클릭하면 그 slice를 단계별로 봄</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SnoopBitmapPlot</name>
    <message>
        <source>input slice (source)</source>
        <translation>입력 slice (source)</translation>
    </message>
    <message>
        <source>output slice (snooping)</source>
        <translation>출력 slice (snooping)</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>수신</translation>
    </message>
    <message>
        <source>output slice %1 accepts input slice %2</source>
        <translation>출력 slice %1이(가) 입력 slice %2을(를) 수신</translation>
    </message>
    <message>
        <source>output slice %1 ignores input slice %2</source>
        <translation>출력 slice %1이(가) 입력 slice %2을(를) 무시</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourceCodeView</name>
    <message numerus="yes">
        <source>Line %1: %n op(s), %2 busy cycles, %3 of the makespan. Click to select them in the timeline.</source>
        <translation>
            <numerusform>%1번 줄: 연산 %n개, 실행 %2 사이클, 전체 소요의 %3. 클릭하면 타임라인에서 선택합니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourceCompareModel</name>
    <message>
        <source>By source line: makespan %1 → %2 cycles (%3, %4); %5 lines matched, %6 removed, %7 added.</source>
        <translation>소스 줄별: 전체 소요 %1 → %2 사이클 (%3, %4). 맞춘 줄 %5개, 없어진 줄 %6개, 추가된 줄 %7개.</translation>
    </message>
    <message>
        <source>The two kernels differ, so this is a new baseline, not a tuning result:</source>
        <translation>두 커널이 다르므로 튜닝 결과가 아니라 새 기준선입니다:</translation>
    </message>
    <message>
        <source>Only in A: %1:%2, %3 cycles
%4</source>
        <translation>A에만 있음: %1:%2, %3 사이클
%4</translation>
    </message>
    <message>
        <source>Only in B: %1:%2, %3 cycles
%4</source>
        <translation>B에만 있음: %1:%2, %3 사이클
%4</translation>
    </message>
    <message>
        <source>%1 (%2): %3 cycles in A at %4, %5 in B at %6 (%7, %8)
A: %9
B: %10</source>
        <translation>%1 (%2): A의 %4에서 %3 사이클, B의 %6에서 %5 (%7, %8)
A: %9
B: %10</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>없어짐</translation>
    </message>
    <message>
        <source>added</source>
        <translation>추가됨</translation>
    </message>
    <message>
        <source>same</source>
        <translation>같음</translation>
    </message>
    <message>
        <source>moved</source>
        <translation>옮겨짐</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>바뀜</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>대응</translation>
    </message>
    <message>
        <source>Where (A → B)</source>
        <translation>위치 (A → B)</translation>
    </message>
    <message>
        <source>A cycles</source>
        <translation>A 사이클</translation>
    </message>
    <message>
        <source>B cycles</source>
        <translation>B 사이클</translation>
    </message>
    <message>
        <source>Δ cycles</source>
        <translation>Δ 사이클</translation>
    </message>
    <message>
        <source>Δ %</source>
        <translation>Δ %</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>연산</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourceCostModel</name>
    <message>
        <source>%1:%2:%3
%4
%5 ops, %6 busy cycles (%7 of the makespan), cycles %8 to %9, on %10</source>
        <translation>%1:%2:%3
%4
연산 %5개, 실행 %6 사이클 (전체 소요의 %7), 사이클 %8부터 %9까지, %10에서</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>Ops</source>
        <translation>연산 수</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Contexts</source>
        <translation>컨텍스트</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>연산</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SourcePanel</name>
    <message>
        <source>Source Folder…</source>
        <translation>소스 폴더…</translation>
    </message>
    <message>
        <source>The files the schedule&apos;s operations are written in, the costliest first</source>
        <translation>schedule의 연산이 쓰인 파일, 비용이 큰 것부터</translation>
    </message>
    <message>
        <source>The kernel&apos;s folder (its crate, which holds src/): the schedule&apos;s locations are read from there</source>
        <translation>커널의 폴더(src/가 있는 crate): schedule의 위치를 여기서 읽음</translation>
    </message>
    <message>
        <source>%1 (%2 cycles)</source>
        <translation>%1 (%2 사이클)</translation>
    </message>
    <message>
        <source>The schedule&apos;s operations name no source file.</source>
        <translation>schedule의 연산이 가리키는 소스 파일이 없습니다.</translation>
    </message>
    <message>
        <source>No trace: its kernel&apos;s source shows here, each line with its cycles.</source>
        <translation>trace 없음: 그 커널의 소스가 줄마다 사이클과 함께 여기 나타납니다.</translation>
    </message>
    <message>
        <source>Not found: see below</source>
        <translation>찾지 못함: 아래 참고</translation>
    </message>
    <message>
        <source>%1 (the kernel&apos;s text)</source>
        <translation>%1 (커널의 텍스트)</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SwitchSummaryModel</name>
    <message>
        <source>topology</source>
        <translation>토폴로지</translation>
    </message>
    <message>
        <source>out Slice</source>
        <translation>출력 Slice</translation>
    </message>
    <message>
        <source>The output Slice mapping (canonical form).</source>
        <translation>출력 Slice 매핑 (정규형).</translation>
    </message>
    <message>
        <source>out Slice parts</source>
        <translation>출력 Slice 부분</translation>
    </message>
    <message>
        <source>out Time</source>
        <translation>출력 Time</translation>
    </message>
    <message>
        <source>The output Time mapping (canonical form).</source>
        <translation>출력 Time 매핑 (정규형).</translation>
    </message>
    <message>
        <source>out Time parts</source>
        <translation>출력 Time 부분</translation>
    </message>
    <message>
        <source>ring_size</source>
        <translation>ring_size</translation>
    </message>
    <message>
        <source>Slices that exchange packets: slice1 x slice0 (1 for Forward).</source>
        <translation>packet을 주고받는 slice 수: slice1 x slice0 (Forward는 1).</translation>
    </message>
    <message>
        <source>rings</source>
        <translation>ring</translation>
    </message>
    <message>
        <source>%1 in parallel</source>
        <translation>%1개 병렬</translation>
    </message>
    <message>
        <source>256 / ring_size independent ring groups.</source>
        <translation>256 / ring_size개의 독립된 ring group.</translation>
    </message>
    <message>
        <source>packet</source>
        <translation>packet</translation>
    </message>
    <message>
        <source>%1 bytes, %2-byte flits</source>
        <translation>%1바이트, %2바이트 flit</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>사이클</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>공식</translation>
    </message>
    <message>
        <source>ring_size x input_time x cycles_per_packet = %1 x %2 x %3</source>
        <translation>ring_size x input_time x cycles_per_packet = %1 x %2 x %3</translation>
    </message>
    <message>
        <source>cycles_per_packet = ceil(packet bytes / flit bytes).</source>
        <translation>cycles_per_packet = ceil(packet 바이트 / flit 바이트).</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::SwitchView</name>
    <message>
        <source>The output slice whose ring, bitmap row and routers are shown</source>
        <translation>ring, bitmap 행, router를 보여 줄 출력 slice</translation>
    </message>
    <message>
        <source>Output slice</source>
        <translation>출력 slice</translation>
    </message>
    <message>
        <source>Click a slice on the ring or a bitmap cell to select it; the Slice and the topology are edited in the Tensor Unit panel.</source>
        <translation>ring의 slice나 bitmap 셀을 클릭해 선택하세요. Slice와 토폴로지는 Tensor Unit 패널에서 편집합니다.</translation>
    </message>
    <message>
        <source>The stream&apos;s Time and Packet do not compile yet (Sequencer panel).</source>
        <translation>stream의 Time과 Packet이 아직 컴파일되지 않습니다 (Sequencer 패널).</translation>
    </message>
    <message>
        <source>No topology: give one in the Tensor Unit panel, e.g. Broadcast01 slice1=2 slice0=2 time0=4.</source>
        <translation>토폴로지 없음: Tensor Unit 패널에서 지정하세요. 예: Broadcast01 slice1=2 slice0=2 time0=4.</translation>
    </message>
    <message>
        <source>The stream&apos;s Slice does not compile (Tensor Unit panel).</source>
        <translation>stream의 Slice가 컴파일되지 않습니다 (Tensor Unit 패널).</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TensorUnitDock</name>
    <message>
        <source>Tensor Unit</source>
        <translation>Tensor Unit</translation>
    </message>
    <message>
        <source>Broadcast01 slice1=2 slice0=2 time0=4</source>
        <translation>Broadcast01 slice1=2 slice0=2 time0=4</translation>
    </message>
    <message>
        <source>input slice</source>
        <translation>입력 slice</translation>
    </message>
    <message>
        <source>output slice</source>
        <translation>출력 slice</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>수신</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>토폴로지</translation>
    </message>
    <message>
        <source>R  (the reduce axis; several: H, W)</source>
        <translation>R  (reduce 축; 여러 개면: H, W)</translation>
    </message>
    <message>
        <source>time step</source>
        <translation>time step</translation>
    </message>
    <message>
        <source>slice</source>
        <translation>slice</translation>
    </message>
    <message>
        <source>valid count</source>
        <translation>valid count</translation>
    </message>
    <message>
        <source>Reduce axes</source>
        <translation>reduce 축</translation>
    </message>
    <message>
        <source>m![A]  (256 positions for the Switch Engine)</source>
        <translation>m![A]  (Switch Engine의 위치 256개)</translation>
    </message>
    <message>
        <source>The stream&apos;s Time and Packet come from the Sequencer panel; give its Slice here, then a topology or the reduce axes.</source>
        <translation>stream의 Time과 Packet은 Sequencer 패널에서 가져옵니다. 여기에 Slice를 적고, 토폴로지나 reduce 축을 지정하세요.</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Valid counts</source>
        <translation>valid count</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>out Slice  %1</source>
        <translation>출력 Slice  %1</translation>
    </message>
    <message>
        <source>out Time   %1</source>
        <translation>출력 Time   %1</translation>
    </message>
    <message>
        <source>ring_size  %1 (%2 rings in parallel)</source>
        <translation>ring_size  %1 (ring %2개 병렬)</translation>
    </message>
    <message>
        <source>cycles     %1 = %2 x %3 time steps x %4 flits per packet</source>
        <translation>사이클     %1 = %2 x time step %3개 x packet당 flit %4개</translation>
    </message>
    <message>
        <source>%1 mode, %2 slices x %3 time steps%4</source>
        <translation>%1 모드, slice %2개 x time step %3개%4</translation>
    </message>
    <message>
        <source> (the first %1 shown)</source>
        <translation> (처음 %1개 표시)</translation>
    </message>
    <message>
        <source>Open the Switch tab</source>
        <translation>Switch 탭 열기</translation>
    </message>
    <message>
        <source>The rings, the snoop bitmap with coordinates and the router animation</source>
        <translation>ring, 좌표가 붙은 snoop bitmap, router 애니메이션</translation>
    </message>
    <message>
        <source>vc(s, t) = packet_vc(t) x gate0(s, t) x gate1(s, t) x gate2(s, t)</source>
        <translation>vc(s, t) = packet_vc(t) x gate0(s, t) x gate1(s, t) x gate2(s, t)</translation>
    </message>
    <message>
        <source>counter c%1 (%2): 0..%3, stride %4 -&gt; %5</source>
        <translation>counter c%1 (%2): 0..%3, stride %4 -&gt; %5</translation>
    </message>
    <message>
        <source>packet dim: packet_vc(t) = min(stride_p, max(0, V_p - idx_p(t))), V_p %1, stride_p %2</source>
        <translation>packet dim: packet_vc(t) = min(stride_p, max(0, V_p - idx_p(t))), V_p %1, stride_p %2</translation>
    </message>
    <message>
        <source>gate%1</source>
        <translation>gate%1</translation>
    </message>
    <message>
        <source>gate%1: slice s with s &amp; %2 below %3 open; equal to %3 open while idx &lt; %4; above %5</source>
        <translation>gate%1: s &amp; %2 값이 %3 미만인 slice는 열림, %3과 같으면 idx &lt; %4 동안 열림, 초과하면 %5</translation>
    </message>
    <message>
        <source>as the boundary (transposed)</source>
        <translation>경계와 같음 (transposed)</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>닫힘</translation>
    </message>
    <message>
        <source>%1: disabled (all valid)</source>
        <translation>%1: 꺼짐 (모두 유효)</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TimelineCanvas</name>
    <message>
        <source>No trace loaded.
File &gt; Open Trace… or drop a Chrome trace or furiosa-opt schedule (.json) here.</source>
        <translation>불러온 trace가 없습니다.
파일 &gt; 트레이스 열기…, 또는 Chrome trace나 furiosa-opt schedule(.json)을 여기에 끌어다 놓으세요.</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>slice %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slices</source>
        <translation>
            <numerusform>slice %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1바이트</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>최대 %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more under the mouse</source>
        <translation>
            <numerusform>마우스 아래에 %n개 더</numerusform>
        </translation>
    </message>
    <message>
        <source>cycle %1</source>
        <translation>사이클 %1</translation>
    </message>
    <message>
        <source>Drag to move the track; double-click to pin it on top.</source>
        <translation>드래그하면 트랙을 옮기고, 더블클릭하면 맨 위에 고정합니다.</translation>
    </message>
    <message>
        <source>%1 = %2 at cycle %3</source>
        <translation>사이클 %3에서 %1 = %2</translation>
    </message>
    <message>
        <source>%1 of %2 pages</source>
        <translation>%2쪽 중 %1쪽</translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TimelineModel</name>
    <message>
        <source>Bookmark %1</source>
        <translation>북마크 %1</translation>
    </message>
    <message>
        <source>category: %1</source>
        <translation>분류: %1</translation>
    </message>
    <message>
        <source>start %1, end %2, duration %3 %4</source>
        <translation>시작 %1, 끝 %2, 길이 %3 %4</translation>
    </message>
    <message>
        <source>tensor &lt;b&gt;%1&lt;/b&gt;: bytes [%2, %3), cycles [%4, %5)</source>
        <translation>텐서 &lt;b&gt;%1&lt;/b&gt;: 바이트 [%2, %3), 사이클 [%4, %5)</translation>
    </message>
    <message>
        <source>written by: %1</source>
        <translation>쓴 곳: %1</translation>
    </message>
    <message>
        <source>none (an input)</source>
        <translation>없음 (입력)</translation>
    </message>
    <message>
        <source>read by: %1</source>
        <translation>읽는 곳: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>nothing came before it</source>
        <translation>앞선 연산이 없음</translation>
    </message>
    <message>
        <source>waited for %1, written by %2</source>
        <translation>%2이(가) 쓴 %1을(를) 기다림</translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation>텐서</translation>
    </message>
    <message>
        <source>waited for the storage of %1, held until %2 ended</source>
        <translation>%2이(가) 끝날 때까지 쓰인 %1의 저장 공간을 기다림</translation>
    </message>
    <message>
        <source>waited for %1, which held %2</source>
        <translation>%2을(를) 점유한 %1을(를) 기다림</translation>
    </message>
    <message>
        <source>its context</source>
        <translation>그 컨텍스트</translation>
    </message>
    <message>
        <source>on the critical path (%1 of %2): %3</source>
        <translation>임계 경로 위 (%2개 중 %1번째): %3</translation>
    </message>
    <message numerus="yes">
        <source>then %n unexplained cycles</source>
        <translation>
            <numerusform>이어서 설명되지 않은 %n사이클</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TimelineView</name>
    <message>
        <source>Loading %1 was cancelled.</source>
        <translation>%1 불러오기가 취소되었습니다.</translation>
    </message>
    <message>
        <source>Search slice names…</source>
        <translation>slice 이름 검색…</translation>
    </message>
    <message>
        <source>Show only matching</source>
        <translation>일치하는 것만 표시</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <source>Show the whole trace (F)</source>
        <translation>trace 전체 보기 (F)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Replay: move the cursor across the trace</source>
        <translation>재생: 커서를 trace 위로 움직임</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Loading trace…</source>
        <translation>트레이스 불러오는 중…</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>선택 영역</translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation>배치되지 않은 항목</translation>
    </message>
    <message>
        <source>B adds a bookmark at the mouse; double-click one to go there; Delete removes it</source>
        <translation>B는 마우스 위치에 북마크 추가, 더블클릭하면 그곳으로 이동, Delete는 삭제</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>북마크</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 불러오는 중…</translation>
    </message>
    <message>
        <source>all tracks</source>
        <translation>모든 트랙</translation>
    </message>
    <message numerus="yes">
        <source>%n track(s)</source>
        <translation>
            <numerusform>트랙 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Selection: cycles [%1, %2), %3</source>
        <translation>선택: 사이클 [%1, %2), %3</translation>
    </message>
    <message>
        <source>Not placed (%1)</source>
        <translation>배치되지 않은 항목 (%1)</translation>
    </message>
    <message>
        <source>%1 at cycle %2</source>
        <translation>사이클 %2의 %1</translation>
    </message>
    <message>
        <source>No trace loaded: File &gt; Open Trace…, or drop a .json trace on the window.</source>
        <translation>불러온 trace가 없습니다: 파일 &gt; 트레이스 열기…, 또는 창에 .json trace를 끌어다 놓으세요.</translation>
    </message>
    <message>
        <source>; %1 match &quot;%2&quot;</source>
        <translation>; %1 일치 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>cursor %1</source>
        <translation>커서 %1</translation>
    </message>
    <message>
        <source>Enter: next match, Shift+Enter: previous</source>
        <translation>Enter: 다음 일치, Shift+Enter: 이전</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>일치 없음</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1개 일치</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1개 일치</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1: %2, %3 slices on %4 tracks, %5 flows, %6 counters, %7 %8 .. %9</source>
        <translation>%1: %2, 트랙 %4개에 slice %3개, flow %5개, counter %6개, %7 %8 .. %9</translation>
    </message>
    <message>
        <source>%1x (%1 %2/ms)</source>
        <translation>%1x (%1 %2/ms)</translation>
    </message>
    <message>
        <source>Critical path</source>
        <translation>임계 경로</translation>
    </message>
    <message>
        <source>Outline in red the chain of operations that sets the makespan; hover one for why it waited</source>
        <translation>전체 소요 시간을 정하는 연산의 사슬을 빨간 테두리로 표시합니다. 마우스를 올리면 기다린 이유를 보여 줍니다</translation>
    </message>
    <message>
        <source>Idle holes</source>
        <translation>유휴 구간</translation>
    </message>
    <message>
        <source>Hatch each context&apos;s stretches with no operation</source>
        <translation>연산이 없는 각 컨텍스트의 구간에 빗금을 칩니다</translation>
    </message>
    <message>
        <source>Selection: Ctrl+drag on the lanes, drag on the ruler, or click a slice</source>
        <translation>선택: 레인에서 Ctrl+드래그, 눈금자에서 드래그, 또는 슬라이스 클릭</translation>
    </message>
    <message>
        <source>%1: %2% busy (%3 of %4 %5, %6 ops)</source>
        <translation>%1: %2% 사용 (%4 %5 중 %3, 연산 %6개)</translation>
    </message>
    <message>
        <source>Utilisation over the selection</source>
        <translation>선택 범위의 사용률</translation>
    </message>
    <message>
        <source>Utilisation over the whole trace</source>
        <translation>트레이스 전체의 사용률</translation>
    </message>
    <message>
        <source>Critical path: %1 ops ending at %2; %3 busy, %4 waiting unexplained (red outlines; hover one for why it waited)</source>
        <translation>임계 경로: 연산 %1개, %2에 끝남. 실행 %3, 설명되지 않은 대기 %4 (빨간 테두리, 마우스를 올리면 기다린 이유 표시)</translation>
    </message>
    <message>
        <source>No trace: open one, and its schedule is analysed here.</source>
        <translation>trace 없음: 하나를 열면 그 schedule을 여기서 분석합니다.</translation>
    </message>
    <message>
        <source>Source Folder: the kernel&apos;s crate</source>
        <translation>소스 폴더: 커널의 crate</translation>
    </message>
    <message numerus="yes">
        <source>Selection: %n operation(s), cycles [%1, %2)</source>
        <translation>
            <numerusform>선택: 연산 %n개, 사이클 [%1, %2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tcpwb::widgets::TraceLoader</name>
    <message>
        <source>Cannot open the trace %1: %2</source>
        <translation>트레이스 %1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>(at byte %1; %2)</source>
        <translation>(바이트 %1에서; %2)</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
</context>
</TS>
