<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>Answer</name>
    <message>
        <source>No API offer is enabled: self-hosting costs %1 a month, with nothing to compare it with.</source>
        <translation>Nenhuma oferta de API está ativa: a auto-hospedagem custa %1 por mês, sem nada com que comparar.</translation>
    </message>
    <message>
        <source>Use the API: %1 a month on %2, against %3 self-hosted.</source>
        <translation>Usar a API: %1 por mês em %2, contra %3 em auto-hospedagem.</translation>
    </message>
    <message>
        <source>Self-host: %1 a month.</source>
        <translation>Auto-hospedar: %1 por mês.</translation>
    </message>
    <message>
        <source>Self-host: %1 a month, against %2 on %3.</source>
        <translation>Auto-hospedar: %1 por mês, contra %2 em %3.</translation>
    </message>
    <message>
        <source>Go hybrid: %1 in the busy hours, the API for the rest: %2 a month against %3 all on the API.</source>
        <translation>Optar pelo híbrido: %1 nas horas de pico, a API no resto: %2 por mês contra %3 tudo na API.</translation>
    </message>
    <message>
        <source>Rent nodes short-term for the fine-tuning or distillation work, and serve from the API: %1 a month on %2.</source>
        <translation>Alugue nós por pouco tempo para o trabalho de fine-tuning ou destilação, e atenda pela API: %1 por mês em %2.</translation>
    </message>
    <message>
        <source>Rent nodes by the hour, without a commitment: %1 a month self-hosted, against %2 on %3.</source>
        <translation>Alugue nós por hora, sem compromisso: %1 por mês em auto-hospedagem, contra %2 em %3.</translation>
    </message>
    <message>
        <source>Not feasible: %1. %2</source>
        <translation>Não é viável: %1. %2</translation>
    </message>
    <message>
        <source>Not feasible: %1. %2 Until then, the API: %3 a month on %4.</source>
        <translation>Não é viável: %1. %2 Até lá, a API: %3 por mês em %4.</translation>
    </message>
</context>
<context>
    <name>AppGpuCatalog</name>
    <message>
        <source>Your GPU catalog cannot be read, so only the built-in GPUs are offered. Fix the file, then start Breakeven again.

%1</source>
        <extracomment>%1 is the file&apos;s path and its problems, one per line (translated, as the preset reader&apos;s errors).</extracomment>
        <translation>Seu catálogo de GPUs não pode ser lido, então só as GPUs embutidas são oferecidas. Corrija o arquivo e inicie o Breakeven de novo.

%1</translation>
    </message>
    <message>
        <source>%1: %2 GB per GPU, native MXFP4, %3 GPUs per node.</source>
        <extracomment>%1 GPU name, %2 memory in GB, %3 GPUs per node (the name from the catalog file).</extracomment>
        <translation>%1: %2 GB por GPU, MXFP4 nativo, %3 GPUs por nó.</translation>
    </message>
    <message>
        <source>%1: %2 GB per GPU, no native MXFP4, %3 GPUs per node.</source>
        <translation>%1: %2 GB por GPU, sem MXFP4 nativo, %3 GPUs por nó.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fonte: %1</translation>
    </message>
    <message>
        <source>Rent: %1 per GPU-hour (%2; %3)</source>
        <extracomment>%1 a price per GPU-hour (or a range of two), %2 its date, %3 its source.</extracomment>
        <translation>Aluguel: %1 por GPU-hora (%2; %3)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Measured: %1 at concurrency %2 on %3 GPUs, %4 (%5; %6)</source>
        <extracomment>%1 tok/s, %2 concurrency, %3 GPU count, %4 model, %5 date, %6 source.</extracomment>
        <translation>Medido: %1 com concorrência %2 em %3 GPUs, %4 (%5; %6)</translation>
    </message>
    <message>
        <source>From your GPU catalog.</source>
        <translation>Do seu catálogo de GPUs.</translation>
    </message>
    <message>
        <source>Native formats: %1</source>
        <extracomment>%1 lists number formats (&quot;FP8, FP4, MXFP4&quot;).</extracomment>
        <translation>Formatos nativos: %1</translation>
    </message>
    <message>
        <source>%1 TB/s memory bandwidth</source>
        <extracomment>%1 memory bandwidth in TB/s.</extracomment>
        <translation>%1 TB/s de largura de banda de memória</translation>
    </message>
    <message>
        <source>%1 dense FP8 TFLOPS</source>
        <extracomment>%1 dense (no sparsity) FP8 TFLOPS.</extracomment>
        <translation>%1 TFLOPS densos em FP8</translation>
    </message>
    <message>
        <source>%1 dense FP4 TFLOPS</source>
        <extracomment>%1 dense (no sparsity) FP4 TFLOPS.</extracomment>
        <translation>%1 TFLOPS densos em FP4</translation>
    </message>
    <message>
        <source>Spec sheet: %1 (%2)</source>
        <extracomment>%1 lists the spec-sheet figures, %2 names the spec sheets (from the catalog file).</extracomment>
        <translation>Ficha técnica: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>Assumptions</name>
    <message>
        <source>%1 %2%3</source>
        <extracomment>A money amount in an assumptions list: %1 currency code, %2 amount, %3 unit such as /kWh (may be empty).</extracomment>
        <translation>%1 %2%3</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A share in an assumptions list: %1 the number.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A value in an assumptions list: %1 the number, %2 its unit (tok/s, h, min, GB).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>comprar</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>alugar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One decode point in an assumptions list: %1 concurrency, %2 output tok/s.
----------
One hour of the day&apos;s demand in an assumptions list: %1 the hour, %2 output tok/s.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Decode points (concurrency: output tok/s)</source>
        <extracomment>The decode curve in an assumptions list: %1 the points, each &quot;concurrency: tok/s&quot;.</extracomment>
        <translation>Pontos de decodificação (concorrência: tok/s de saída)</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>Overhead: %1</source>
        <extracomment>An overhead line in an assumptions list; %1 is the line&apos;s own label (from the preset).</extracomment>
        <translation>Custo fixo: %1</translation>
    </message>
    <message>
        <source>Exchange rate, %1 per USD</source>
        <extracomment>An exchange rate in an assumptions list; %1 is a currency code.</extracomment>
        <translation>Taxa de câmbio, %1 por USD</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>The range the sources give for a parameter: %1 low, %2 high; one of them carries the unit.</extracomment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>measured</source>
        <extracomment>The throughput mode: the sustained throughput as typed (measured) or from the decode curve (modelled).</extracomment>
        <translation>medido</translation>
    </message>
    <message>
        <source>modelled</source>
        <translation>modelado</translation>
    </message>
    <message>
        <source>hourly</source>
        <extracomment>The billing of rented GPUs: hourly (on demand), committed (a term and a minimum bill) or spot.</extracomment>
        <translation>por hora</translation>
    </message>
    <message>
        <source>committed</source>
        <translation>com compromisso</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>stated</source>
        <extracomment>Where the task&apos;s size comes from: the request as stated, or the node&apos;s output per task.</extracomment>
        <translation>informado</translation>
    </message>
    <message>
        <source>node</source>
        <translation>nó</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <extracomment>What the GPU price is stated per: cost.price_per&apos;s values gpu_hour, node_hour and node_month.</extracomment>
        <translation>GPU-hora</translation>
    </message>
    <message>
        <source>node-hour</source>
        <translation>nó-hora</translation>
    </message>
    <message>
        <source>node-month</source>
        <translation>nó-mês</translation>
    </message>
    <message>
        <source>unanswered</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <source>Demand by hour (hour: output tok/s)</source>
        <extracomment>The day&apos;s demand in an assumptions list: %1 the hours, each &quot;hour: tok/s&quot;.</extracomment>
        <translation>Demanda por hora (hora: tok/s de saída)</translation>
    </message>
    <message>
        <source>~%1 (%2 in flight, Little&apos;s law): %3</source>
        <extracomment>One decode point of a request-rate run in an assumptions list: %1 its concurrency, estimated from Little&apos;s law (~8), %2 the requests in flight estimated, %3 output tok/s.</extracomment>
        <translation>~%1 (%2 em andamento, lei de Little): %3</translation>
    </message>
</context>
<context>
    <name>BenchImport</name>
    <message>
        <source>a number greater than 0</source>
        <extracomment>What a field must hold; completes &quot;expected %1&quot; and &quot;required field is missing (%1)&quot;.</extracomment>
        <translation>um número maior que 0</translation>
    </message>
    <message>
        <source>a number of at least 0</source>
        <translation>um número de pelo menos 0</translation>
    </message>
    <message>
        <source>a whole number of at least 1</source>
        <translation>um número inteiro de pelo menos 1</translation>
    </message>
    <message>
        <source>a whole number of at least 0</source>
        <translation>um número inteiro de pelo menos 0</translation>
    </message>
    <message>
        <source>required field is missing (%1)</source>
        <translation>campo obrigatório ausente (%1)</translation>
    </message>
    <message>
        <source>%1 is not a finite number (the tool wrote Python&apos;s %1, which is not JSON); expected %2</source>
        <extracomment>%1 is what the file holds (&quot;NaN&quot;, &quot;Infinity&quot;); %2 what the field must hold, &quot;a number greater than 0&quot;.</extracomment>
        <translation>%1 não é um número finito (a ferramenta escreveu o %1 do Python, que não é JSON); deveria ser %2</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <extracomment>%1 is what the field must hold, &quot;a number greater than 0&quot;; %2 the kind of value found, &quot;a string&quot;.</extracomment>
        <translation>deveria ser %1; encontrado: %2</translation>
    </message>
    <message>
        <source>%1 is not allowed: expected %2</source>
        <translation>%1 não é permitido: deveria ser %2</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>deveria ser um texto; encontrado: %1</translation>
    </message>
    <message>
        <source>null: the run had no concurrency limit, so it measured no fixed concurrency; a decode point needs a run at one (rerun with --max-concurrency N)</source>
        <translation>null: a execução não tinha limite de concorrência, então não mediu uma concorrência fixa; um ponto de decodificação precisa de uma execução com uma (execute de novo com --max-concurrency N)</translation>
    </message>
    <message>
        <source>%1 is not allowed: at most %2</source>
        <translation>%1 não é permitido: no máximo %2</translation>
    </message>
    <message>
        <source>%1 tok/s disagrees with total_output_tokens / duration = %2 / %3 = %4 tok/s (the tool writes one from the others: the file has been changed or is damaged)</source>
        <extracomment>total_output_tokens, duration and output_throughput are keys of the file: keep them.</extracomment>
        <translation>%1 tok/s não confere com total_output_tokens / duration = %2 / %3 = %4 tok/s (a ferramenta calcula um a partir dos outros: o arquivo foi alterado ou está danificado)</translation>
    </message>
    <message>
        <source>required field is missing (the scheduling strategy, e.g. &quot;concurrent&quot;)</source>
        <translation>campo obrigatório ausente (a estratégia de agendamento, por exemplo &quot;concurrent&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed: expected &quot;ms&quot;</source>
        <translation>&quot;%1&quot; não é permitido: deveria ser &quot;ms&quot;</translation>
    </message>
    <message>
        <source>the report holds no benchmarks</source>
        <translation>o relatório não contém benchmarks</translation>
    </message>
    <message>
        <source>expected a list of benchmarks, got %1</source>
        <translation>deveria ser uma lista de benchmarks; encontrado: %1</translation>
    </message>
    <message>
        <source>%1 benchmarks are too many: at most %2</source>
        <translation>%1 benchmarks são demais: no máximo %2</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>deveria ser um objeto; encontrado: %1</translation>
    </message>
    <message>
        <source>it has `output_throughput` but neither vLLM&apos;s `model_id` nor SGLang&apos;s `dataset_name`</source>
        <translation>tem `output_throughput`, mas nem o `model_id` do vLLM nem o `dataset_name` do SGLang</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON inválido na linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON inválido no byte %1: %2</translation>
    </message>
    <message>
        <source>the file is a JSON list, not an object</source>
        <translation>o arquivo é uma lista JSON, não um objeto</translation>
    </message>
    <message>
        <source>more than %1 runs in one file</source>
        <translation>mais de %1 execuções em um só arquivo</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo inexistente</translation>
    </message>
    <message>
        <source>a folder, not a result file</source>
        <translation>uma pasta, não um arquivo de resultados</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, socket or device); a result file must be a file</source>
        <translation>não é um arquivo comum (um pipe, socket ou dispositivo); um arquivo de resultados deve ser um arquivo</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>não é possível abrir: %1</translation>
    </message>
    <message>
        <source>%1 bytes; a result file may be at most %2 bytes (128 MiB)</source>
        <translation>%1 bytes; um arquivo de resultados pode ter no máximo %2 bytes (128 MiB)</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>não é possível ler: %1</translation>
    </message>
    <message>
        <source>more than %1 bytes (128 MiB): too large for a result file</source>
        <translation>mais de %1 bytes (128 MiB): grande demais para um arquivo de resultados</translation>
    </message>
    <message>
        <source>the file is empty (a result file is JSON)</source>
        <translation>o arquivo está vazio (um arquivo de resultados é JSON)</translation>
    </message>
    <message>
        <source>no benchmark runs to import</source>
        <translation>nenhuma execução de benchmark a importar</translation>
    </message>
    <message>
        <source>%1 runs are too many: at most %2</source>
        <translation>%1 execuções são demais: no máximo %2</translation>
    </message>
    <message>
        <source>concurrency %1: %2 runs; kept %3 (%4 tok/s, the highest), not %5</source>
        <extracomment>%1 is a concurrency; %2 a number of runs; %3 the run kept; %4 its throughput; %5 the runs not kept with theirs.</extracomment>
        <translation>concorrência %1: %2 execuções; mantida %3 (%4 tok/s, a mais alta), não %5</translation>
    </message>
    <message>
        <source>the runs name %1 different models (%2): one curve should come from one model</source>
        <translation>as execuções citam %1 modelos diferentes (%2): uma curva deveria vir de um só modelo</translation>
    </message>
    <message>
        <source>the folder holds no .json or .jsonl files</source>
        <translation>a pasta não contém arquivos .json ou .jsonl</translation>
    </message>
    <message>
        <source>%1: skipped: %2</source>
        <extracomment>%1 is a file name; %2 why it was skipped.</extracomment>
        <translation>%1: ignorado: %2</translation>
    </message>
    <message>
        <source>the import has no points</source>
        <translation>a importação não tem pontos</translation>
    </message>
    <message>
        <source>line %1</source>
        <extracomment>Where a run is in a JSONL file, after its name: &quot;sglang.jsonl line 3&quot;.</extracomment>
        <translation>linha %1</translation>
    </message>
    <message>
        <source>a run&apos;s length in seconds, from %1 to %2</source>
        <translation>a duração de uma execução em segundos, de %1 a %2</translation>
    </message>
    <message>
        <source>a symbolic link that never reaches a file (a loop of links)</source>
        <translation>um link simbólico que nunca chega a um arquivo (um ciclo de links)</translation>
    </message>
    <message>
        <source>a symbolic link to %1, which does not exist</source>
        <translation>um link simbólico para %1, que não existe</translation>
    </message>
    <message>
        <source>missing: the run&apos;s stimulus is %1, not a fixed concurrency; a decode point needs a run at one (genai-perf profile --concurrency N)</source>
        <extracomment>%1 is the stimulus GenAI-Perf used, e.g. &quot;request_rate&quot;.</extracomment>
        <translation>ausente: o estímulo da execução é %1, não uma concorrência fixa; um ponto de decodificação precisa de uma execução a uma concorrência fixa (genai-perf profile --concurrency N)</translation>
    </message>
    <message>
        <source>missing: the run sent requests at a rate (input_config.request_rate %1), not at a fixed concurrency; a decode point needs a run at one (genai-perf profile --concurrency N)</source>
        <translation>ausente: a execução enviou requisições a uma taxa (input_config.request_rate %1), não a uma concorrência fixa; um ponto de decodificação precisa de uma execução a uma concorrência fixa (genai-perf profile --concurrency N)</translation>
    </message>
    <message>
        <source>request_count / request_throughput = %1 / %2 = %3 s is no run&apos;s length: expected %4</source>
        <extracomment>request_count and request_throughput are keys of the file: keep them.</extracomment>
        <translation>request_count / request_throughput = %1 / %2 = %3 s não é a duração de uma execução: esperado %4</translation>
    </message>
    <message>
        <source>not a vLLM, SGLang, GuideLLM, AIPerf or GenAI-Perf result file: %1</source>
        <extracomment>%1 says why, e.g. &quot;the file is a JSON list, not an object&quot;.</extracomment>
        <translation>não é um arquivo de resultados do vLLM, SGLang, GuideLLM, AIPerf ou GenAI-Perf: %1</translation>
    </message>
    <message>
        <source>%1 (concurrency %2) is overloaded: %3 output tok/s, below the %4 of %5 at concurrency %6</source>
        <extracomment>%1 a run (its file), %2 its concurrency, %3 its output tok/s, %4 the lower-concurrency run&apos;s output tok/s, %5 that run, %6 its concurrency.</extracomment>
        <translation>%1 (concorrência %2) está sobrecarregada: %3 tok/s de saída, abaixo dos %4 de %5 na concorrência %6</translation>
    </message>
    <message>
        <source>%1 (concurrency %2) is overloaded: mean TTFT %3 s, more than a tenth of the run&apos;s %5 s (%4 s)</source>
        <extracomment>%1 a run (its file), %2 its concurrency, %3 the mean TTFT in seconds, %4 a tenth of the run&apos;s duration, %5 the duration.</extracomment>
        <translation>%1 (concorrência %2) está sobrecarregada: TTFT médio de %3 s, mais de um décimo dos %5 s da execução (%4 s)</translation>
    </message>
    <message>
        <source>every run is overloaded, so no run measures the curve (--keep-overloaded uses them anyway)</source>
        <translation>todas as execuções estão sobrecarregadas, então nenhuma mede a curva (--keep-overloaded as usa mesmo assim)</translation>
    </message>
    <message>
        <source>--gpus: &quot;%1&quot; is not allowed: expected a whole number of GPUs from 1 to %2</source>
        <extracomment>%1 is what was given, %2 the largest count allowed.</extracomment>
        <translation>--gpus: &quot;%1&quot; não é permitido: esperado um número inteiro de GPUs de 1 a %2</translation>
    </message>
    <message>
        <source>--gpu: &quot;%1&quot; is not a GPU of the catalog: expected one of %2</source>
        <extracomment>%1 is what was given, %2 the catalog&apos;s GPU names.</extracomment>
        <translation>--gpu: &quot;%1&quot; não é uma GPU do catálogo: esperado um de %2</translation>
    </message>
    <message>
        <source>null, with request_rate %1: a request-rate run&apos;s concurrency is estimated from Little&apos;s law, which needs the mean end-to-end latency (mean_e2el_ms or mean_e2e_latency_ms) or mean_ttft_ms and mean_tpot_ms; the file has neither</source>
        <extracomment>%1 is the run&apos;s request rate. mean_e2el_ms, mean_e2e_latency_ms, mean_ttft_ms and mean_tpot_ms are keys of the file: keep them.</extracomment>
        <translation>null, com request_rate %1: a concorrência de uma execução por taxa de requisições é estimada pela lei de Little, que precisa da latência média de ponta a ponta (mean_e2el_ms ou mean_e2e_latency_ms) ou de mean_ttft_ms e mean_tpot_ms; o arquivo não tem nenhuma delas</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>esperado true ou false, veio %1</translation>
    </message>
    <message>
        <source>%1 prefill + %2 decode GPUs</source>
        <extracomment>InferenceX&apos;s disaggregated serving: %1 prefill GPUs, %2 decode GPUs.</extracomment>
        <translation>%1 GPUs de prefill + %2 de decode</translation>
    </message>
    <message>
        <source>TP %1, PP %2, EP %3, DP attention %4</source>
        <extracomment>InferenceX&apos;s parallelism: tensor, pipeline and expert parallel sizes, DP attention (&quot;true&quot;, &quot;false&quot;).</extracomment>
        <translation>TP %1, PP %2, EP %3, DP attention %4</translation>
    </message>
    <message>
        <source>%1 on %2 x %3, %4, %5, ISL %6 / OSL %7, %8, speculative decoding %9</source>
        <extracomment>InferenceX&apos;s configuration: %1 model, %2 GPUs, %3 hardware (&quot;mi355x&quot;), %4 precision, %5 framework, %6 and %7 the input and output sequence lengths, %8 the parallelism, %9 speculative decoding (&quot;mtp&quot;, &quot;none&quot;).</extracomment>
        <translation>%1 em %2 x %3, %4, %5, ISL %6 / OSL %7, %8, decodificação especulativa %9</translation>
    </message>
    <message>
        <source>no key `output_throughput` (vLLM, SGLang), `benchmarks` (GuideLLM), `output_token_throughput` with `input_config` (AIPerf, GenAI-Perf) or `output_tput_per_gpu` with `conc` (InferenceX)</source>
        <translation>nenhuma chave `output_throughput` (vLLM, SGLang), `benchmarks` (GuideLLM), `output_token_throughput` com `input_config` (AIPerf, GenAI-Perf) ou `output_tput_per_gpu` com `conc` (InferenceX)</translation>
    </message>
    <message>
        <source>the file is an empty JSON list</source>
        <translation>o arquivo é uma lista JSON vazia</translation>
    </message>
    <message>
        <source>the file is a JSON list, not an object, and its first element is no result (a list is read as InferenceX&apos;s collected results or a vLLM sweep&apos;s summary.json)</source>
        <translation>o arquivo é uma lista JSON, não um objeto, e o seu primeiro elemento não é um resultado (uma lista é lida como os resultados reunidos do InferenceX ou o summary.json de uma varredura do vLLM)</translation>
    </message>
    <message>
        <source>expected a result object, got %1</source>
        <extracomment>%1 the kind of value found, &quot;a number&quot;.</extracomment>
        <translation>esperado um objeto de resultado, veio %1</translation>
    </message>
    <message>
        <source>mean TTFT + (mean output tokens - 1) x mean TPOT, from mean_ttft_ms and mean_tpot_ms</source>
        <translation>TTFT médio + (tokens de saída médios - 1) x TPOT médio, de mean_ttft_ms e mean_tpot_ms</translation>
    </message>
    <message>
        <source>mean end-to-end latency, %1</source>
        <translation>latência média de ponta a ponta, %1</translation>
    </message>
    <message>
        <source>concurrency %5 estimated from Little&apos;s law (%1 completed requests/s x %2 s %3 = %4 requests in flight)</source>
        <extracomment>Little&apos;s law: %1 requests completed per second (completed / duration), %2 the mean latency in seconds, %3 how the latency was had, %4 the mean requests in flight, %5 the whole concurrency it gives.</extracomment>
        <translation>concorrência %5 estimada pela lei de Little (%1 requisições concluídas/s x %2 s %3 = %4 requisições em andamento)</translation>
    </message>
    <message>
        <source>the runs are of %1 different configurations; a curve is of one: import the runs of one of
%2</source>
        <extracomment>%1 the number of configurations, %2 them with their runs, one per line.</extracomment>
        <translation>as execuções são de %1 configurações diferentes; uma curva é de uma só: importe as execuções de uma delas
%2</translation>
    </message>
    <message>
        <source>%1: Little&apos;s law estimates %2 requests in flight, which is no concurrency from 1 to %3</source>
        <extracomment>%1 &quot;null&quot; or &quot;missing&quot; (the file&apos;s concurrency), %2 the estimated requests in flight, %3 the largest concurrency allowed.</extracomment>
        <translation>%1: a lei de Little estima %2 requisições em andamento, o que não é uma concorrência de 1 a %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; schedules requests neither at a fixed concurrency nor at a stated rate; a decode point needs GuideLLM&apos;s &quot;synchronous&quot; or &quot;concurrent&quot; profile (--profile concurrent --rate N), or a &quot;constant&quot; or &quot;poisson&quot; rate</source>
        <extracomment>%1 is GuideLLM&apos;s strategy, e.g. &quot;throughput&quot;; keep the quoted names, they are GuideLLM&apos;s.</extracomment>
        <translation>&quot;%1&quot; não agenda as requisições com concorrência fixa nem a uma taxa declarada; um ponto de decodificação precisa do perfil &quot;synchronous&quot; ou &quot;concurrent&quot; do GuideLLM (--profile concurrent --rate N), ou de uma taxa &quot;constant&quot; ou &quot;poisson&quot;</translation>
    </message>
    <message>
        <source>%1: the file names no concurrency the run held; a decode point needs a run at one (aiperf profile --concurrency N, or --request-rate R)</source>
        <translation>%1: o arquivo não indica a concorrência mantida pela execução; um ponto de decodificação precisa de uma execução a uma concorrência fixa (aiperf profile --concurrency N) ou a uma taxa (--request-rate R)</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>deveria ser uma lista; encontrado: %1</translation>
    </message>
    <message>
        <source>no profiling phase: every phase is a warmup, whose requests AIPerf leaves out of the results</source>
        <extracomment>&quot;profiling&quot; and &quot;warmup&quot; are AIPerf&apos;s phase kinds: keep them.</extracomment>
        <translation>nenhuma fase profiling: todas as fases são warmup, cujas requisições o AIPerf deixa fora dos resultados</translation>
    </message>
    <message>
        <source>the profiling phases held different loads (%1); a file is one run, and a decode point needs one concurrency (rerun with one profiling phase, or one load for all)</source>
        <extracomment>%1 lists the phases&apos; loads as the file states them: &quot;phases[1].concurrency = 16, phases[2].concurrency = 32&quot;.</extracomment>
        <translation>as fases profiling mantiveram cargas diferentes (%1); um arquivo é uma execução, e um ponto de decodificação precisa de uma concorrência (execute de novo com uma fase profiling, ou com uma carga para todas)</translation>
    </message>
    <message>
        <source>%1 = 1 (AIPerf&apos;s default)</source>
        <extracomment>%1 is the file&apos;s key, &quot;phases[1].concurrency&quot;; the load AIPerf ran when none was given.</extracomment>
        <translation>%1 = 1 (o padrão do AIPerf)</translation>
    </message>
    <message>
        <source>range of %1 removed: the runs set it, the range was the old figure&apos;s sources</source>
        <extracomment>%1 a preset key (&quot;hardware.prefill_input_tok_s&quot;). Keys stay as they are.</extracomment>
        <translation>faixa de %1 removida: as execuções a definem, a faixa era das fontes do valor antigo</translation>
    </message>
</context>
<context>
    <name>CapacityText</name>
    <message>
        <source>p90 TTFT at most %1 ms</source>
        <extracomment>A latency target. %1 is a time in milliseconds.</extracomment>
        <translation>TTFT p90 de no máximo %1 ms</translation>
    </message>
    <message>
        <source>p90 TPOT at most %1 ms</source>
        <extracomment>A latency target. %1 is a time in milliseconds.</extracomment>
        <translation>TPOT p90 de no máximo %1 ms</translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>Joins two latency targets: &quot;p90 TTFT at most 2,000 ms and p90 TPOT at most 40 ms&quot;.</extracomment>
        <translation> e </translation>
    </message>
    <message>
        <source>%1: met up to concurrency %2 per replica, between the measured runs</source>
        <translation>%1: atendido até a concorrência %2 por réplica, entre as execuções medidas</translation>
    </message>
    <message>
        <source>%1: met up to concurrency %2, between the measured runs</source>
        <translation>%1: atendido até a concorrência %2, entre as execuções medidas</translation>
    </message>
    <message>
        <source>%1: missed even at concurrency 1</source>
        <translation>%1: não atendido nem com concorrência 1</translation>
    </message>
    <message>
        <source>%1: not checked (no decode point reports its measured p90; import runs that do)</source>
        <extracomment>%1 the latency targets no decode point has a measured p90 for.</extracomment>
        <translation>%1: não verificado (nenhum ponto de decodificação informa o p90 medido; importe execuções que o informem)</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <extracomment>A speed per user in output tokens per second (tok/s is a unit; usually kept as is).</extracomment>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>%1 per user at concurrency %2, the fewest sequences that carry this throughput on the decode curve (%3 typed)</source>
        <extracomment>%1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.</extracomment>
        <translation>%1 por usuário com concorrência %2, o menor número de sequências que sustenta este throughput na curva de decodificação (%3 digitado)</translation>
    </message>
    <message>
        <source>%1 per user at concurrency %2, the most that fit in memory (%3 typed)</source>
        <extracomment>%1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.</extracomment>
        <translation>%1 por usuário com concorrência %2, o máximo que cabe na memória (%3 digitado)</translation>
    </message>
    <message>
        <source>%1 per user at concurrency %2, the most that keep the per-user speed target (%3 typed)</source>
        <extracomment>%1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.</extracomment>
        <translation>%1 por usuário com concorrência %2, o máximo que mantém a meta de velocidade por usuário (%3 digitado)</translation>
    </message>
    <message>
        <source>%1 per user at concurrency %2, the most that meet the latency targets (%3 typed)</source>
        <extracomment>%1 a speed per user, %2 a number of concurrent sequences, %3 the concurrency the user typed.</extracomment>
        <translation>%1 por usuário com concorrência %2, o máximo que cumpre as metas de latência (%3 digitado)</translation>
    </message>
    <message>
        <source>%1 per user at concurrency %2</source>
        <extracomment>%1 a speed per user, %2 a number of concurrent sequences.</extracomment>
        <translation>%1 por usuário com concorrência %2</translation>
    </message>
    <message>
        <source>%1 tok/s typed, beyond the capacity: no concurrency reaches it, so no speed per user</source>
        <extracomment>Where the speed per user is given. %1 the typed throughput, more than the hardware sustains.</extracomment>
        <translation>%1 tok/s digitados, além da capacidade: nenhuma concorrência os atinge, então não há velocidade por usuário</translation>
    </message>
</context>
<context>
    <name>ChartData</name>
    <message>
        <source>%1: not feasible</source>
        <translation>%1: inviável</translation>
    </message>
    <message>
        <source>Not feasible: %1
%2</source>
        <translation>Inviável: %1
%2</translation>
    </message>
    <message>
        <source>%1 tok/s per user</source>
        <translation>%1 tok/s por usuário</translation>
    </message>
    <message>
        <source>Sustained output throughput (tok/s, log)</source>
        <translation>Throughput de saída sustentado (tok/s, log)</translation>
    </message>
    <message>
        <source>%1 per output Mtok (log)</source>
        <translation>%1/Mtok de saída (log)</translation>
    </message>
    <message>
        <source>tok/s</source>
        <translation>tok/s</translation>
    </message>
    <message>
        <source>%1/Mtok</source>
        <translation>%1/Mtok</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>Auto-hospedado</translation>
    </message>
    <message>
        <source>%1: %2/Mtok</source>
        <translation>%1: %2/Mtok</translation>
    </message>
    <message>
        <source>Operating point
%1
%2 per output Mtok</source>
        <translation>Ponto de operação
%1
%2 por Mtok de saída</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (model does not fit)</source>
        <translation>%1 (o modelo não cabe)</translation>
    </message>
    <message>
        <source>%1 (beyond hardware)</source>
        <translation>%1 (além do hardware)</translation>
    </message>
    <message>
        <source>Break-even with %1 at %2: %3</source>
        <translation>Ponto de equilíbrio com %1 em %2: %3</translation>
    </message>
    <message>
        <source>Self-hosting cheaper than every offer</source>
        <translation>Auto-hospedagem mais barata que todas as ofertas</translation>
    </message>
    <message>
        <source>Hardware max %1</source>
        <translation>Máximo do hardware %1</translation>
    </message>
    <message>
        <source>Output tokens per month (billions)</source>
        <extracomment>Billions = 10^9 (pt_PT: &quot;mil milhões&quot;, not &quot;biliões&quot;).</extracomment>
        <translation>Tokens de saída por mês (bilhões)</translation>
    </message>
    <message>
        <source>Monthly cost (k%1)</source>
        <translation>Custo mensal (k%1)</translation>
    </message>
    <message>
        <source>B tokens</source>
        <extracomment>Billions (10^9) of tokens on a chart axis: pt_BR &quot;bi de tokens&quot;, pt_PT &quot;mil M de tokens&quot;.</extracomment>
        <translation>bi de tokens</translation>
    </message>
    <message>
        <source>k%1</source>
        <extracomment>Thousands of the currency %1 on a chart axis (&quot;k$&quot;, &quot;kEUR&quot;).</extracomment>
        <translation>k%1</translation>
    </message>
    <message>
        <source>%1 · %2/Mtok</source>
        <translation>%1 · %2/Mtok</translation>
    </message>
    <message>
        <source>%1 (beyond capacity)</source>
        <translation>%1 (além da capacidade)</translation>
    </message>
    <message>
        <source>Break-even with %1: %2 output tokens (%3 input) per month</source>
        <translation>Ponto de equilíbrio com %1: %2 tokens de saída (%3 de entrada) por mês</translation>
    </message>
    <message>
        <source>now: %1 tok/month</source>
        <translation>agora: %1 tok/mês</translation>
    </message>
    <message>
        <source>Current volume: %1 output tokens per month
Self-hosted cost: %2 per month</source>
        <translation>Volume atual: %1 tokens de saída por mês
Custo auto-hospedado: %2 por mês</translation>
    </message>
    <message>
        <source>Current volume</source>
        <translation>Volume atual</translation>
    </message>
    <message>
        <source>Capacity: at most %1 tok/month</source>
        <translation>Capacidade: no máximo %1 tok/mês</translation>
    </message>
    <message>
        <source>Output speed per user (tok/s, log)</source>
        <translation>Velocidade de saída por usuário (tok/s, log)</translation>
    </message>
    <message>
        <source>tok/s per user</source>
        <translation>tok/s por usuário</translation>
    </message>
    <message>
        <source>Self-hosted along the decode curve</source>
        <translation>Auto-hospedado ao longo da curva de decodificação</translation>
    </message>
    <message>
        <source>Self-hosted: no decode curve (add points or import a benchmark)</source>
        <extracomment>The per-user speed chart&apos;s self-hosted line when there is no decode curve.</extracomment>
        <translation>Auto-hospedado: sem curva de decodificação (adicione pontos ou importe um benchmark)</translation>
    </message>
    <message>
        <source>Operating point
%1 at concurrency %2
%3 per output Mtok</source>
        <translation>Ponto de operação
%1 com concorrência %2
%3 por Mtok de saída</translation>
    </message>
    <message>
        <source>Self-hosting beats %1 (%2/Mtok) up to %3</source>
        <extracomment>%1 names an offer, %2 its price, %3 a speed (&quot;42.5 tok/s per user&quot;).</extracomment>
        <translation>A auto-hospedagem vence %1 (%2/Mtok) até %3</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>até %1</translation>
    </message>
    <message>
        <source>%1 · %2 · self-hosting never beats it</source>
        <extracomment>An offer&apos;s line on the per-user speed chart when self-hosting is dearer at every speed.</extracomment>
        <translation>%1 · %2 · a auto-hospedagem nunca vence</translation>
    </message>
    <message>
        <source>Per-user target %1</source>
        <extracomment>The per-user speed target&apos;s line. %1 is a speed in tok/s.</extracomment>
        <translation>Meta por usuário %1</translation>
    </message>
    <message>
        <source>Months from now</source>
        <translation>Meses a partir de agora</translation>
    </message>
    <message>
        <source>Cumulative cost (k%1)</source>
        <translation>Custo acumulado (k%1)</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>Self-hosted (cash: capex up front)</source>
        <translation>Auto-hospedado (à vista: capex no início)</translation>
    </message>
    <message>
        <source>%1 · payback %2</source>
        <extracomment>A line of the horizon chart: %1 the offer, %2 its payback (&quot;month 14&quot; or &quot;never&quot;).</extracomment>
        <translation>%1 · retorno %2</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>mês %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>payback: month %1</source>
        <translation>retorno: mês %1</translation>
    </message>
    <message>
        <source>Against %1 self-hosting has cost no more than the API by the end of month %2</source>
        <translation>Contra %1, a auto-hospedagem não custou mais que a API até o fim do mês %2</translation>
    </message>
    <message>
        <source>%1/Mtok (log)</source>
        <extracomment>The price axis&apos;s title where &quot;USD per output Mtok (log)&quot; does not fit (a small window).</extracomment>
        <translation>%1/Mtok (log)</translation>
    </message>
    <message>
        <source>%1 measured: %2/Mtok</source>
        <extracomment>The per-user chart&apos;s operating point in measured mode. %1 a speed per user, %2 a price.</extracomment>
        <translation>%1 medido: %2/Mtok</translation>
    </message>
    <message>
        <source>Measured (the typed throughput). The line is the decode curve&apos;s: at concurrency %1 it gives %2 for %3/Mtok.</source>
        <extracomment>Added to the operating point&apos;s hover text in measured mode. %1 a number of concurrent sequences, %2 a speed per user, %3 a price.</extracomment>
        <translation>Medido (o throughput digitado). A linha é a da curva de decodificação: na concorrência %1 ela dá %2 por %3/Mtok.</translation>
    </message>
    <message>
        <source>k%1 a month</source>
        <extracomment>The volume chart&apos;s y axis where &quot;Monthly cost (kUSD)&quot; does not fit (a small window).</extracomment>
        <translation>k%1 por mês</translation>
    </message>
    <message>
        <source>k%1 so far</source>
        <extracomment>The horizon chart&apos;s y axis where &quot;Cumulative cost (kUSD)&quot; does not fit (a small window).</extracomment>
        <translation>k%1 acumulados</translation>
    </message>
    <message>
        <source>P10–P90 over the ranges (the line inside: the median)</source>
        <translation>P10–P90 nas faixas (a linha dentro: a mediana)</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Cost per output Mtok vs per-user speed</source>
        <translation>Custo por Mtok de saída vs. velocidade por usuário</translation>
    </message>
    <message>
        <source>Cost per output Mtok vs throughput</source>
        <translation>Custo por Mtok de saída vs. throughput</translation>
    </message>
    <message>
        <source>Monthly cost vs monthly output tokens</source>
        <translation>Custo mensal vs. tokens de saída mensais</translation>
    </message>
    <message>
        <source>Tornado: what the answer hinges on</source>
        <translation>Tornado: do que a resposta depende</translation>
    </message>
    <message>
        <source>Decision map: the cheapest option</source>
        <translation>Mapa de decisão: a opção mais barata</translation>
    </message>
    <message>
        <source>Cumulative cost over the horizon</source>
        <translation>Custo acumulado no horizonte</translation>
    </message>
    <message>
        <source>Hybrid day by hour</source>
        <translation>Dia híbrido, hora a hora</translation>
    </message>
    <message>
        <source>GPU %1/h</source>
        <translation>GPU %1/h</translation>
    </message>
    <message>
        <source>capex %1 over %2 years</source>
        <translation>capex %1 em %2 anos</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · utilization %4 % · r = %5 input tokens per output token · h = %6 % cache hits · %7 × %8, %9</source>
        <translation>%1 · %2 · %3 · utilização %4 % · r = %5 tokens de entrada por token de saída · h = %6 % de acertos de cache · %7 × %8, %9</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a chart exports to .png, .pdf or .svg</source>
        <translation>&quot;%1&quot;: um gráfico é exportado para .png, .pdf ou .svg</translation>
    </message>
    <message>
        <source>size %1x%2 is outside %3..%4 pixels per side</source>
        <translation>o tamanho %1x%2 está fora de %3..%4 pixels por lado</translation>
    </message>
    <message>
        <source>%1 DPI is outside 30..2400</source>
        <translation>%1 DPI está fora de 30..2400</translation>
    </message>
    <message>
        <source>could not draw the chart into &quot;%1&quot;</source>
        <translation>não foi possível desenhar o gráfico em &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>não é possível gravar &quot;%1&quot;: %2</translation>
    </message>
</context>
<context>
    <name>ChartLegend</name>
    <message>
        <source>Break-even</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>Ponto de operação</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more offers (every offer is in the table)</source>
        <translation>
            <numerusform>… e mais %n oferta (todas as ofertas estão na tabela)</numerusform>
            <numerusform>… e mais %n ofertas (todas as ofertas estão na tabela)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An API offer&apos;s figure in a comparison: %1 the figure&apos;s label, %2 the offer (provider and model).
----------
An overhead line&apos;s figure in a comparison: %1 the figure&apos;s label, %2 the line&apos;s label (from the preset).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (point %2)</source>
        <extracomment>A decode point&apos;s figure in a comparison: %1 the figure&apos;s label, %2 the point&apos;s number (1, 2, ...).</extracomment>
        <translation>%1 (ponto %2)</translation>
    </message>
    <message>
        <source>%1 (hour %2)</source>
        <extracomment>One hour of the day&apos;s demand in a comparison: %1 the label, %2 the hour (0..23).</extracomment>
        <translation>%1 (hora %2)</translation>
    </message>
    <message>
        <source>API offers</source>
        <translation>Ofertas de API</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Exchange rate, %1 per USD</source>
        <extracomment>An exchange rate in a comparison; %1 is a currency code.</extracomment>
        <translation>Câmbio, %1 por USD</translation>
    </message>
    <message>
        <source>Range of %1</source>
        <extracomment>The range a preset gives for a parameter, in a comparison; %1 the parameter&apos;s label.</extracomment>
        <translation>Faixa de %1</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <extracomment>A range in a comparison: %1 low, %2 high, %3 the unit (may be empty).</extracomment>
        <translation>%1 a %2 %3</translation>
    </message>
    <message>
        <source>not used</source>
        <extracomment>A value a scenario does not count: a purchase&apos;s figure in a rented scenario, or the reverse.</extracomment>
        <translation>não usado</translation>
    </message>
    <message>
        <source>%1: %2 (the file: %3)</source>
        <extracomment>A figure changed since the file was read: %1 its label, %2 its value now, %3 the file&apos;s.</extracomment>
        <translation>%1: %2 (o arquivo: %3)</translation>
    </message>
</context>
<context>
    <name>ComparisonExport</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>A scenario in a comparison: %1 its letter (A, B, ...), %2 its name.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>API: %1</source>
        <extracomment>An API offer&apos;s line on a comparison&apos;s chart; %1 the offer (provider and model).</extracomment>
        <translation>API: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the report is a PDF; name the file .pdf</source>
        <translation>&quot;%1&quot;: o relatório é um PDF; dê ao arquivo a extensão .pdf</translation>
    </message>
    <message>
        <source>nothing to compare</source>
        <translation>nada a comparar</translation>
    </message>
    <message>
        <source>the baseline has no exchange rate for %1 (known: %2)</source>
        <translation>a referência não tem câmbio para %1 (conhecidos: %2)</translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation>Cenários comparados</translation>
    </message>
    <message>
        <source>Breakeven comparison: %1</source>
        <translation>Comparação do Breakeven: %1</translation>
    </message>
    <message>
        <source>cannot draw the report into &quot;%1&quot;</source>
        <translation>não foi possível desenhar o relatório em &quot;%1&quot;</translation>
    </message>
    <message>
        <source>baseline</source>
        <translation>referência</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Breakeven comparison report · %1 · money in %2 · B - A: each scenario&apos;s figure less the baseline&apos;s (A)</source>
        <extracomment>Under the comparison report&apos;s title: %1 a date, %2 a currency code.</extracomment>
        <translation>Relatório de comparação do Breakeven · %1 · valores em %2 · B - A: o número de cada cenário menos o da referência (A)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>The answers side by side</source>
        <translation>As respostas lado a lado</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Cenário</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recomendação</translation>
    </message>
    <message>
        <source>B - A</source>
        <translation>B - A</translation>
    </message>
    <message>
        <source>Break-even against each API offer</source>
        <translation>Ponto de equilíbrio contra cada oferta de API</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Oferta</translation>
    </message>
    <message>
        <source>Break-even throughput</source>
        <translation>Throughput de equilíbrio</translation>
    </message>
    <message>
        <source>Break-even output / month</source>
        <translation>Saída de equilíbrio / mês</translation>
    </message>
    <message>
        <source>Cheaper side</source>
        <translation>Lado mais barato</translation>
    </message>
    <message>
        <source>Self-hosting cheaper (share of ranges)</source>
        <translation>Auto-hospedagem mais barata (fração das faixas)</translation>
    </message>
    <message>
        <source>The curves, each scenario in its own colour</source>
        <translation>As curvas, cada cenário na sua própria cor</translation>
    </message>
    <message>
        <source>Cost per output Mtok vs throughput</source>
        <translation>Custo por Mtok de saída vs. throughput</translation>
    </message>
    <message>
        <source>Monthly cost vs monthly output</source>
        <translation>Custo mensal vs. saída mensal</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Premissa</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Caminho</translation>
    </message>
    <message>
        <source>No assumption differs (%1 are the same in all).</source>
        <extracomment>%1 and %2 counts of assumptions.</extracomment>
        <translation>Nenhuma premissa difere (%1 são iguais em todos).</translation>
    </message>
    <message>
        <source>%1 assumptions differ; %2 others are the same in all.</source>
        <translation>%1 premissas diferem; as outras %2 são iguais em todos.</translation>
    </message>
    <message>
        <source>The assumptions that differ</source>
        <translation>As premissas que diferem</translation>
    </message>
    <message>
        <source>cannot finish the report &quot;%1&quot;</source>
        <translation>não foi possível concluir o relatório &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>não foi possível gravar &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>The answer, a month</source>
        <translation>A resposta, por mês</translation>
    </message>
    <message>
        <source>Self-hosted, a month</source>
        <translation>Auto-hospedado, por mês</translation>
    </message>
    <message>
        <source>Self-hosted cost per output Mtok</source>
        <translation>Custo auto-hospedado por Mtok de saída</translation>
    </message>
</context>
<context>
    <name>CsvExport</name>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>não é possível gravar &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>no table &quot;%1&quot; (the tables: %2)</source>
        <translation>não há tabela &quot;%1&quot; (as tabelas: %2)</translation>
    </message>
    <message>
        <source>cannot make the folder &quot;%1&quot;</source>
        <translation>não foi possível criar a pasta &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>Decision</name>
    <message>
        <source>No API offer is compared, so there is no break-even volume.</source>
        <translation>Nenhuma oferta de API é comparada, então não há volume de equilíbrio.</translation>
    </message>
    <message>
        <source>The demand profile&apos;s %1 output tokens a month cost %2 on %3; enough nodes for its peak (%4), always on, cost less: %5.</source>
        <translation>Os %1 tokens de saída por mês do perfil de demanda custam %2 em %3; nós suficientes para o pico (%4), sempre ligados, custam menos: %5.</translation>
    </message>
    <message>
        <source>The demand profile&apos;s %1 output tokens a month cost %2 on %3; enough nodes for its peak (%4), always on, cost more: %5.</source>
        <translation>Os %1 tokens de saída por mês do perfil de demanda custam %2 em %3; nós suficientes para o pico (%4), sempre ligados, custam mais: %5.</translation>
    </message>
    <message>
        <source>This hardware cannot serve the workload, so no volume breaks even on it.</source>
        <translation>Este hardware não consegue atender a carga, então nenhum volume atinge o ponto de equilíbrio nele.</translation>
    </message>
    <message>
        <source>The workload&apos;s %1 output tokens a month are above the %2 at which self-hosting breaks even against %3.</source>
        <translation>Os %1 tokens de saída por mês da carga estão acima dos %2 a partir dos quais a auto-hospedagem atinge o ponto de equilíbrio contra %3.</translation>
    </message>
    <message>
        <source>The workload&apos;s %1 output tokens a month are below the %2 at which self-hosting breaks even against %3.</source>
        <translation>Os %1 tokens de saída por mês da carga estão abaixo dos %2 a partir dos quais a auto-hospedagem atinge o ponto de equilíbrio contra %3.</translation>
    </message>
    <message>
        <source>The demand is the same all day (%1 tok/s): nothing needs to start and stop.</source>
        <translation>A demanda é a mesma o dia todo (%1 tok/s): nada precisa ser ligado e desligado.</translation>
    </message>
    <message>
        <source>The demand varies from %1 to %2 tok/s within the day: following it means starting and stopping nodes, and each start bills %3 min of cold start.</source>
        <translation>A demanda varia de %1 a %2 tok/s ao longo do dia: acompanhá-la significa ligar e desligar nós, e cada inicialização cobra %3 min de inicialização a frio.</translation>
    </message>
    <message>
        <source>The node runs always on (24 h a day, no starts): nothing needs to start and stop.</source>
        <translation>O nó fica sempre ligado (24 h por dia, sem inicializações): nada precisa ser ligado e desligado.</translation>
    </message>
    <message>
        <source>The node runs %1 h a day, so it stops and starts every day; the scenario bills no cold start for it (0 starts a day), though each start takes %2 min.</source>
        <translation>O nó fica ligado %1 h por dia, então desliga e liga todo dia; o cenário não cobra inicialização a frio (0 inicializações por dia), embora cada inicialização leve %2 min.</translation>
    </message>
    <message>
        <source>The node runs %1 h a day and starts %2 times a day; each start bills %3 min of cold start, %4 % of its hours on.</source>
        <translation>O nó fica ligado %1 h por dia e é ligado %2 vezes por dia; cada inicialização cobra %3 min de inicialização a frio, %4 % das suas horas ligado.</translation>
    </message>
    <message>
        <source>Compliance rules out an API even with zero data retention, so the model must run on hardware you control.</source>
        <translation>A conformidade exclui uma API mesmo com retenção zero de dados, então o modelo precisa rodar em hardware que você controla.</translation>
    </message>
    <message>
        <source>Idle hardware and a team are already on hand, so self-hosting adds little to what is already paid.</source>
        <translation>Hardware ocioso e uma equipe já estão disponíveis, então a auto-hospedagem pouco acrescenta ao que já é pago.</translation>
    </message>
    <message>
        <source>The weights are needed to fine-tune or distil: rent nodes by the hour for that work, and serve from the API while the volume stays below break-even.</source>
        <translation>Os pesos são necessários para fazer fine-tuning ou destilação: alugue nós por hora para esse trabalho e atenda pela API enquanto o volume ficar abaixo do ponto de equilíbrio.</translation>
    </message>
    <message>
        <source>Rent by the hour, without a commitment, so that the node can stop when the load does.</source>
        <translation>Alugue por hora, sem compromisso, para que o nó possa parar quando a carga parar.</translation>
    </message>
    <message>
        <source>No hour of the demand profile is busy enough for a node to pay off.</source>
        <translation>Nenhuma hora do perfil de demanda é movimentada o bastante para que um nó se pague.</translation>
    </message>
    <message>
        <source>Not answered yet, and a yes can change this: %1</source>
        <translation>Ainda sem resposta, e um sim pode mudar isto: %1</translation>
    </message>
    <message>
        <source>The license: a model-as-a-service with more than %1 of revenue in 12 months needs an agreement with Moonshot.</source>
        <translation>A licença: um modelo como serviço com mais de %1 de receita em 12 meses precisa de um acordo com a Moonshot.</translation>
    </message>
    <message>
        <source>The license: over %1 monthly users or %2 of monthly revenue, the product must show the model&apos;s attribution.</source>
        <translation>A licença: acima de %1 usuários mensais ou %2 de receita mensal, o produto precisa exibir a atribuição do modelo.</translation>
    </message>
    <message>
        <source>Use the API</source>
        <translation>Usar a API</translation>
    </message>
    <message>
        <source>Rent nodes short-term</source>
        <translation>Alugar nós por curto prazo</translation>
    </message>
    <message>
        <source>Go hybrid: nodes in the busy hours, the API for the rest</source>
        <translation>Optar pelo híbrido: nós nas horas de pico, a API no resto</translation>
    </message>
    <message>
        <source>Self-host</source>
        <translation>Auto-hospedar</translation>
    </message>
    <message>
        <source>Does compliance demand more than zero data retention can give?</source>
        <translation>A conformidade exige mais do que a retenção zero de dados pode dar?</translation>
    </message>
    <message>
        <source>Are the weights needed to fine-tune or distil?</source>
        <translation>Os pesos são necessários para fine-tuning ou destilação?</translation>
    </message>
    <message>
        <source>Are idle hardware and a team already on hand?</source>
        <translation>Já há hardware ocioso e uma equipe disponíveis?</translation>
    </message>
    <message>
        <source>Does the monthly output stay above the break-even volume?</source>
        <translation>A saída mensal fica acima do volume de equilíbrio?</translation>
    </message>
    <message>
        <source>Can the node stay on, without starting and stopping at will?</source>
        <translation>O nó pode ficar ligado, sem ligar e desligar à vontade?</translation>
    </message>
    <message>
        <source>Self-hosting never breaks even against %1: at its price no volume pays for the hardware.</source>
        <translation>A auto-hospedagem nunca atinge o ponto de equilíbrio contra %1: a esse preço, nenhum volume paga o hardware.</translation>
    </message>
    <message>
        <source>Self-hosting never breaks even against %1: the node has no productive hours in which to serve the volume.</source>
        <translation>A auto-hospedagem nunca atinge o ponto de equilíbrio contra %1: o nó não tem horas produtivas para servir o volume.</translation>
    </message>
    <message>
        <source>Self-hosting never breaks even against %1 on this hardware: it would take %2 output tokens a month, %3, and the hardware sustains %4.</source>
        <translation>A auto-hospedagem nunca atinge o ponto de equilíbrio contra %1 neste hardware: seriam necessários %2 tokens de saída por mês, %3, e o hardware sustenta %4.</translation>
    </message>
    <message>
        <source>one node</source>
        <translation>um nó</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nós</translation>
    </message>
    <message>
        <source>%1x %2 on %3 holds the model, with %4 GB headroom (another GPU: its throughput is not measured here).</source>
        <translation>%1x %2 em %3 comporta o modelo, com %4 GB de folga (outra GPU: sua vazão não foi medida aqui).</translation>
    </message>
    <message>
        <source>%1x %2 on %3 sustains it, with %4 GB headroom.</source>
        <translation>%1x %2 em %3 sustenta a carga, com %4 GB de folga.</translation>
    </message>
    <message>
        <source>%1x %2 on %3 fits, with %4 GB headroom.</source>
        <translation>%1x %2 em %3 comporta o modelo, com %4 GB de folga.</translation>
    </message>
    <message>
        <source>Nothing in the GPU catalog up to %1 makes it feasible.</source>
        <translation>Nada no catálogo de GPUs até %1 torna isso viável.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Compliance rules out an API even with zero data retention, so the model must run on hardware you control: change the hardware.</source>
        <translation>A conformidade exclui uma API mesmo com retenção zero de dados, então o modelo precisa rodar em hardware que você controla: troque o hardware.</translation>
    </message>
    <message>
        <source>Not feasible on this hardware</source>
        <translation>Não é viável neste hardware</translation>
    </message>
    <message>
        <source>Running %1 in the busy hours (%2 h a day billed, cold starts included) and sending the rest to %3 costs %4 a month, against %5 all on the API.</source>
        <extracomment>%1 &quot;one node&quot; or &quot;2 nodes&quot;, %2 hours a day, %3 an offer&apos;s name, %4 and %5 amounts.</extracomment>
        <translation>Rodar %1 nas horas de pico (%2 h por dia cobradas, inicializações a frio incluídas) e enviar o resto para %3 custa %4 por mês, contra %5 tudo na API.</translation>
    </message>
    <message>
        <source>Serving the whole day on %1 always on would cost %2 a month.</source>
        <extracomment>%1 &quot;one node&quot; or &quot;2 nodes&quot;, %2 an amount.</extracomment>
        <translation>Atender o dia todo sem desligar nunca (%1) custaria %2 por mês.</translation>
    </message>
    <message>
        <source>A cheaper plan serves the same workload: %1, %2 a month, %3 less than this hardware.</source>
        <extracomment>%1 what the plan is (&quot;16x H200 on 2 nodes, committed rent, estimated capacity&quot;), %2 and %3 amounts.</extracomment>
        <translation>Um plano mais barato atende à mesma carga: %1, %2 por mês, %3 a menos que este hardware.</translation>
    </message>
    <message>
        <source>The cheapest plan that works: %1, %2 a month.</source>
        <extracomment>%1 what the plan is (&quot;16x H200 on 2 nodes, committed rent, estimated capacity&quot;), %2 an amount.</extracomment>
        <translation>O plano mais barato que funciona: %1, %2 por mês.</translation>
    </message>
    <message>
        <source>It costs %1 a month less than %2.</source>
        <translation>Custa %1 por mês a menos que %2.</translation>
    </message>
    <message>
        <source>%1 still costs %2 a month less.</source>
        <extracomment>%1 an offer&apos;s name, %2 an amount.</extracomment>
        <translation>%1 ainda custa %2 por mês a menos.</translation>
    </message>
    <message>
        <source>Its latency targets are not checked: its curve reports no measured p90 TTFT or TPOT.</source>
        <translation>As metas de latência dele não são verificadas: a curva dele não informa TTFT nem TPOT p90 medidos.</translation>
    </message>
    <message>
        <source>A cheaper plan may serve the same workload: %1, %2 a month, %3 less than this hardware.</source>
        <extracomment>%1 what the plan is (&quot;16x H200 on 2 nodes, committed rent, estimated capacity&quot;), %2 and %3 amounts.</extracomment>
        <translation>Um plano mais barato pode atender a mesma carga: %1, %2 por mês, %3 a menos que este hardware.</translation>
    </message>
    <message>
        <source>The cheapest plan that may work: %1, %2 a month.</source>
        <extracomment>%1 what the plan is (&quot;16x H200 on 2 nodes, committed rent, estimated capacity&quot;), %2 an amount.</extracomment>
        <translation>O plano mais barato que pode funcionar: %1, %2 por mês.</translation>
    </message>
    <message>
        <source>The team&apos;s %1 output tokens a month cost %2 on %3; enough nodes for its peak (%4), always on, cost less: %5.</source>
        <translation>Os %1 tokens de saída por mês da equipe custam %2 em %3; nós suficientes para o seu pico (%4), sempre ligados, custam menos: %5.</translation>
    </message>
    <message>
        <source>The team&apos;s %1 output tokens a month cost %2 on %3; enough nodes for its peak (%4), always on, cost more: %5.</source>
        <translation>Os %1 tokens de saída por mês da equipe custam %2 em %3; nós suficientes para o seu pico (%4), sempre ligados, custam mais: %5.</translation>
    </message>
    <message>
        <source>A cheaper plan may serve the same day: %1, %2 a month, %3 less than this hardware&apos;s hybrid day.</source>
        <extracomment>%1 what the plan is (&quot;16x MI300X on 2 nodes, hybrid: hourly rent + API, estimated capacity&quot;), %2 and %3 amounts.</extracomment>
        <translation>Um plano mais barato pode atender ao mesmo dia: %1, %2 por mês, %3 a menos que o dia híbrido deste hardware.</translation>
    </message>
    <message>
        <source>A cheaper plan serves the same day: %1, %2 a month, %3 less than this hardware&apos;s hybrid day.</source>
        <extracomment>%1 what the plan is (&quot;16x MI300X on 2 nodes, hybrid: hourly rent + API, estimated capacity&quot;), %2 and %3 amounts.</extracomment>
        <translation>Um plano mais barato atende ao mesmo dia: %1, %2 por mês, %3 a menos que o dia híbrido deste hardware.</translation>
    </message>
    <message>
        <source>The offers table compares another month than this day: %1 output tokens (%2 tok/s for %3 % of the hours) against the day&apos;s %4. Set the throughput or the utilization to the day&apos;s, or change the day, for one answer.</source>
        <extracomment>%1 the operating point&apos;s output tokens a month (&quot;3.42 B&quot;), %2 its throughput in tok/s, %3 the utilization (&quot;43.3 %&quot;), %4 the day&apos;s output tokens a month.</extracomment>
        <translation>A tabela de ofertas compara outro mês que não o deste dia: %1 tokens de saída (%2 tok/s durante %3 % das horas) contra %4 do dia. Ajuste o throughput ou a utilização aos do dia, ou altere o dia, para ter uma só resposta.</translation>
    </message>
</context>
<context>
    <name>DemandText</name>
    <message>
        <source>%1 output (and %2 reasoning)</source>
        <translation>%1 de saída (e %2 de raciocínio)</translation>
    </message>
    <message>
        <source>The demand comes from a team: %1 people, %2 tasks each per working day of %3 h from %4, %5 days a week, each task %6 input and %7 output tokens: %8 output tokens a month (%9 input), %10 tok/s while the team works, %11 tok/s in those hours of the week&apos;s average day.</source>
        <extracomment>The team a workload comes from. %1 people, %2 tasks a person runs per working day, %3 the working day&apos;s hours, %4 the clock time it starts at on the hybrid day (&quot;09:00&quot;), %5 working days a week, %6 input tokens per task, %7 output tokens per task, %8 output tokens a month, %9 input tokens a month, %10 output tok/s while the team works, %11 output tok/s in those hours of the week&apos;s average day.</extracomment>
        <translation>A demanda vem de uma equipe: %1 pessoas, %2 tarefas cada por dia útil de %3 h a partir de %4, %5 dias por semana, cada tarefa com %6 tokens de entrada e %7 de saída: %8 tokens de saída por mês (%9 de entrada), %10 tok/s enquanto a equipe trabalha, %11 tok/s nessas horas do dia médio da semana.</translation>
    </message>
</context>
<context>
    <name>Feasibility</name>
    <message>
        <source>%1x %2</source>
        <translation>%1x %2</translation>
    </message>
    <message>
        <source>%1 does not fit on %2: %3 GB short of usable memory (%4 GB needed, %5 GB usable)</source>
        <translation>%1 não cabe em %2: faltam %3 GB de memória utilizável (%4 GB necessários, %5 GB utilizáveis)</translation>
    </message>
    <message>
        <source>%1 cannot sustain %2 tok/s: it sustains at most %3 tok/s (%4 tok/s short)</source>
        <translation>%1 não sustenta %2 tok/s: sustenta no máximo %3 tok/s (faltam %4 tok/s)</translation>
    </message>
    <message>
        <source>%1 serves nothing within the latency targets: even one request misses them (%2)</source>
        <translation>%1 não atende nada dentro das metas de latência: nem uma requisição as cumpre (%2)</translation>
    </message>
    <message>
        <source>%1 serves nothing at the per-user speed target: even one request gets less than %2 tok/s</source>
        <translation>%1 não atende nada com a meta de velocidade por usuário: mesmo uma requisição recebe menos de %2 tok/s</translation>
    </message>
    <message>
        <source>%1 cannot sustain %2 tok/s within the latency targets: it sustains at most %3 tok/s (%4 tok/s short)</source>
        <translation>%1 não sustenta %2 tok/s dentro das metas de latência: sustenta no máximo %3 tok/s (faltam %4 tok/s)</translation>
    </message>
    <message>
        <source>%1 does not fit on %2: %3 GB short of usable memory (the weights alone exceed the installed memory by %4 GB)</source>
        <translation>%1 não cabe em %2: faltam %3 GB de memória utilizável (só os pesos excedem a memória instalada em %4 GB)</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>a folder</source>
        <translation>uma pasta</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>um dispositivo</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>um pipe nomeado (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>um socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>não é um arquivo comum</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>nenhum nome de arquivo foi dado</translation>
    </message>
    <message>
        <source>the file name is %1 bytes long; at most %2 leave room for the temporary file written beside it: choose a shorter name</source>
        <translation>o nome do arquivo tem %1 bytes; no máximo %2 deixam espaço para o arquivo temporário gravado ao lado dele: escolha um nome mais curto</translation>
    </message>
    <message>
        <source>it is a symbolic link that leads back to itself (a loop): nothing was written</source>
        <translation>é um link simbólico que leva de volta a si mesmo (um ciclo): nada foi gravado</translation>
    </message>
    <message>
        <source>it exists and is %1, not a regular file: Breakeven writes only regular files and leaves it as it is</source>
        <translation>existe e é %1, não um arquivo comum: o Breakeven grava apenas arquivos comuns e o deixa como está</translation>
    </message>
    <message>
        <source>it is the file being read (&quot;%1&quot;): writing there would replace it; choose another name</source>
        <translation>é o arquivo que está sendo lido (&quot;%1&quot;): gravar ali o substituiria; escolha outro nome</translation>
    </message>
    <message>
        <source>it exists and is not a regular file: Breakeven writes only regular files and leaves it as it is</source>
        <translation>existe e não é um arquivo comum: o Breakeven grava apenas arquivos comuns e o deixa como está</translation>
    </message>
</context>
<context>
    <name>GpuChoice</name>
    <message>
        <source>capacity measured on %1, not on %2</source>
        <extracomment>%1 is the GPU the decode curve was measured on, %2 the scenario&apos;s GPU (&quot;capacity measured on B300, not on H200&quot;).</extracomment>
        <translation>capacidade medida em %1, não em %2</translation>
    </message>
    <message>
        <source>price per GPU-hour %1 from the GPU catalog for %2 (%3, %4)</source>
        <extracomment>%1 is a price per GPU-hour with its currency code (&quot;13.70 CNY&quot;), %2 the GPU, %3 the quote&apos;s source and %4 its date, from the GPU catalog.</extracomment>
        <translation>preço por GPU-hora %1 do catálogo de GPUs para %2 (%3, %4)</translation>
    </message>
    <message>
        <source>price per GPU-hour %1 kept: it was stated for %2, and the GPU catalog has no price for %3 in a currency of this scenario; check it</source>
        <extracomment>%1 is a price per GPU-hour with its currency code, %2 the GPU it was stated for, %3 the GPU chosen.</extracomment>
        <translation>preço por GPU-hora %1 mantido: foi informado para %2, e o catálogo de GPUs não tem preço para %3 numa moeda deste cenário; confira</translation>
    </message>
    <message>
        <source>purchase price kept: it was stated for %1, not %2; check it</source>
        <extracomment>%1 is the GPU the purchase price was stated for, %2 the GPU chosen.</extracomment>
        <translation>preço de compra mantido: foi informado para %1, não para %2; confira</translation>
    </message>
    <message>
        <source>decode curve replaced by the GPU catalog&apos;s %1 points measured on %2 with %3; the other GPU&apos;s maximum throughput removed</source>
        <extracomment>%1 is a number of measured points, %2 the GPU, %3 the model.</extracomment>
        <translation>curva de decodificação substituída pelos %1 pontos do catálogo de GPUs medidos em %2 com %3; a vazão máxima da outra GPU foi removida</translation>
    </message>
    <message>
        <source>decode curve: the GPU catalog&apos;s %1 points measured on %2 with %3</source>
        <translation>curva de decodificação: os %1 pontos do catálogo de GPUs medidos em %2 com %3</translation>
    </message>
    <message>
        <source>%1: the GPU catalog has no measurement of this model on %2; confirm the curve, or type or import figures for %2</source>
        <extracomment>%1 is the note &quot;capacity measured on B300, not on H200&quot;; %2 the GPU chosen.</extracomment>
        <translation>%1: o catálogo de GPUs não tem medição deste modelo em %2; confirme a curva, ou digite ou importe números para %2</translation>
    </message>
    <message>
        <source>committed minimum stated for %1, not for %2</source>
        <extracomment>%1 is the GPU the committed minimum monthly bill was stated for, %2 the scenario&apos;s GPU (&quot;committed minimum stated for B300, not for H200&quot;).</extracomment>
        <translation>mínimo do compromisso informado para %1, não para %2</translation>
    </message>
    <message>
        <source>committed price per GPU-hour %1 and minimum bill %2 a month (%3 GPUs every hour of the month) from the GPU catalog for %4 (%5, %6)</source>
        <extracomment>%1 is a price per GPU-hour with its currency code, %2 a monthly bill with its currency code, %3 the GPU count, %4 the GPU, %5 the quote&apos;s source and %6 its date, from the GPU catalog.</extracomment>
        <translation>preço com compromisso por GPU-hora %1 e fatura mínima de %2 por mês (%3 GPUs em todas as horas do mês) do catálogo de GPUs para %4 (%5, %6)</translation>
    </message>
    <message>
        <source>committed price per GPU-hour %1 removed: it was stated for %2, and the GPU catalog has no committed price for %3; the price per GPU-hour applies</source>
        <extracomment>%1 is a price per GPU-hour with its currency code, %2 the GPU it was stated for, %3 the GPU chosen.</extracomment>
        <translation>preço com compromisso por GPU-hora %1 removido: foi informado para %2, e o catálogo de GPUs não tem preço com compromisso para %3; vale o preço por GPU-hora</translation>
    </message>
    <message>
        <source>%1: the GPU catalog has no committed price for %2; check the minimum, or type this GPU&apos;s</source>
        <extracomment>%1 is the note &quot;committed minimum stated for B300, not for H200&quot;; %2 the GPU chosen.</extracomment>
        <translation>%1: o catálogo de GPUs não tem preço com compromisso para %2; confira o mínimo ou digite o desta GPU</translation>
    </message>
    <message>
        <source>spot price per GPU-hour %1 from the GPU catalog for %2 (%3, %4)</source>
        <extracomment>%1 is a price per GPU-hour with its currency code, %2 the GPU, %3 the quote&apos;s source and %4 its date.</extracomment>
        <translation>preço spot por GPU-hora %1 do catálogo de GPUs para %2 (%3, %4)</translation>
    </message>
    <message>
        <source>spot price per GPU-hour %1 removed: it was stated for %2, and the GPU catalog has no spot price for %3; the price per GPU-hour applies</source>
        <extracomment>%1 is a price per GPU-hour with its currency code, %2 the GPU it was stated for, %3 the GPU chosen.</extracomment>
        <translation>preço spot por GPU-hora %1 removido: foi informado para %2, e o catálogo de GPUs não tem preço spot para %3; vale o preço por GPU-hora</translation>
    </message>
</context>
<context>
    <name>ModelImport</name>
    <message>
        <source>expected an object, got %1</source>
        <translation>deveria ser um objeto; encontrado: %1</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>falta um campo obrigatório</translation>
    </message>
    <message>
        <source>expected a whole number of at least %1, got %2</source>
        <extracomment>%1 the smallest value allowed; %2 the value found, or the kind of value (&quot;a string&quot;).</extracomment>
        <translation>deveria ser um número inteiro de no mínimo %1; encontrado: %2</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>deveria ser um texto; encontrado: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; an index may be at most %2 bytes</source>
        <translation>o arquivo tem %1 bytes; um índice pode ter no máximo %2 bytes</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON inválido na linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>an index must be one JSON object</source>
        <translation>um índice deve ser um único objeto JSON</translation>
    </message>
    <message>
        <source>expected the weights&apos; size, a whole number of bytes above 0, got %1; the index does not give the size of the weights</source>
        <extracomment>%1 the value found, or the kind of value (&quot;a string&quot;).</extracomment>
        <translation>deveria ser o tamanho dos pesos, um número inteiro de bytes acima de 0; encontrado: %1; o índice não dá o tamanho dos pesos</translation>
    </message>
    <message>
        <source>a model config</source>
        <extracomment>The kind of file, completing sentences such as &quot;%2 may be at most %3 bytes&quot;.</extracomment>
        <translation>uma config de modelo</translation>
    </message>
    <message>
        <source>Text model: text_config (%1), the language model of a multimodal config</source>
        <extracomment>%1 the model_type of the text model.</extracomment>
        <translation>Modelo de texto: text_config (%1), o modelo de linguagem de uma config multimodal</translation>
    </message>
    <message>
        <source>no model_type</source>
        <translation>sem model_type</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>deveria ser uma lista; encontrado: %1</translation>
    </message>
    <message>
        <source>lists %1 layers, but num_hidden_layers is %2</source>
        <extracomment>%1 entries listed, %2 num_hidden_layers.</extracomment>
        <translation>lista %1 camadas, mas num_hidden_layers é %2</translation>
    </message>
    <message>
        <source>%1 is not a layer type Breakeven knows (full_attention, sliding_attention, linear_attention, mamba)</source>
        <extracomment>%1 the value found; the quoted words are values of the config, not translated.</extracomment>
        <translation>%1 não é um tipo de camada que o Breakeven conhece (full_attention, sliding_attention, linear_attention, mamba)</translation>
    </message>
    <message>
        <source>Sliding-window layers are counted as full attention: their KV stops growing at the window, which the per-token figure does not model (an upper bound).</source>
        <translation>Camadas de janela deslizante são contadas como atenção completa: o KV delas para de crescer na janela, o que o valor por token não modela (um limite superior).</translation>
    </message>
    <message>
        <source>%1 = %2 (every %2th layer attends)</source>
        <extracomment>%1 the key, %2 its value.</extracomment>
        <translation>%1 = %2 (uma camada em cada %2 faz atenção)</translation>
    </message>
    <message>
        <source>%1 = %2 and %3 = %4 (Jamba: layer i attends when i mod %2 = %4)</source>
        <translation>%1 = %2 e %3 = %4 (Jamba: a camada i faz atenção quando i mod %2 = %4)</translation>
    </message>
    <message>
        <source>%1 (MiniMax: 1 = softmax attention, 0 = linear)</source>
        <translation>%1 (MiniMax: 1 = atenção softmax, 0 = linear)</translation>
    </message>
    <message>
        <source>no layer attends: Breakeven cannot derive a KV cache per token</source>
        <translation>nenhuma camada faz atenção: o Breakeven não consegue derivar um cache KV por token</translation>
    </message>
    <message>
        <source>Layers: %1, of which %2 attend (per-token KV) and %3 are linear attention or state-space (a fixed state per sequence), from %4</source>
        <extracomment>%1 layers, %2 attention layers, %3 linear layers, %4 where the config says so.</extracomment>
        <translation>Camadas: %1, das quais %2 fazem atenção (KV por token) e %3 são de atenção linear ou de espaço de estados (um estado fixo por sequência), de %4</translation>
    </message>
    <message>
        <source>Layers: %1, every one attends (%2)</source>
        <translation>Camadas: %1, todas fazem atenção (%2)</translation>
    </message>
    <message>
        <source>KV element: %1, %2 B each (--kv-dtype)</source>
        <translation>Elemento do KV: %1, %2 B cada (--kv-dtype)</translation>
    </message>
    <message>
        <source>KV element: %1, %2 B each (the model&apos;s %3; --kv-dtype fp8 for an FP8 KV cache)</source>
        <translation>Elemento do KV: %1, %2 B cada (o %3 do modelo; --kv-dtype fp8 para um cache KV em FP8)</translation>
    </message>
    <message>
        <source>KV element: bf16, 2 B each (assumed: the config names no dtype Breakeven knows; --kv-dtype sets it)</source>
        <translation>Elemento do KV: bf16, 2 B cada (suposto: a config não nomeia um dtype que o Breakeven conheça; --kv-dtype o define)</translation>
    </message>
    <message>
        <source>The KV cache&apos;s element type is assumed to be bf16: the config names none (torch_dtype, dtype).</source>
        <translation>O tipo de elemento do cache KV é suposto bf16: a config não nomeia nenhum (torch_dtype, dtype).</translation>
    </message>
    <message>
        <source>KV bytes per token: %1 = %2 layers x (%3 + %4) x %5 bytes (MLA: the compressed KV latent, kv_lora_rank, and the decoupled RoPE key, qk_rope_head_dim, per attention layer)</source>
        <extracomment>%1 the bytes; %2 layers; %3 kv_lora_rank; %4 qk_rope_head_dim; %5 bytes per element; %6 the dtype.</extracomment>
        <translation>Bytes de KV por token: %1 = %2 camadas x (%3 + %4) x %5 bytes (MLA: o latente KV comprimido, kv_lora_rank, e a chave RoPE desacoplada, qk_rope_head_dim, por camada de atenção)</translation>
    </message>
    <message>
        <source>num_key_value_heads is not given: every query head has its own K and V (MHA).</source>
        <translation>num_key_value_heads não é dado: cada cabeça de consulta tem seus próprios K e V (MHA).</translation>
    </message>
    <message>
        <source>%1 is more than num_attention_heads (%2)</source>
        <translation>%1 é maior que num_attention_heads (%2)</translation>
    </message>
    <message>
        <source>head_dim is not given and %1 is not a multiple of num_attention_heads (%2)</source>
        <translation>head_dim não é dado e %1 não é múltiplo de num_attention_heads (%2)</translation>
    </message>
    <message>
        <source>head_dim is not given: hidden_size / num_attention_heads = %1 / %2 = %3.</source>
        <translation>head_dim não é dado: hidden_size / num_attention_heads = %1 / %2 = %3.</translation>
    </message>
    <message>
        <source>KV bytes per token: %1 = 2 (K and V) x %2 layers x %3 KV heads x %4 dims x %5 bytes (%6: %3 KV heads for %7 query heads)</source>
        <extracomment>%1 the bytes; %2 layers; %3 KV heads; %4 head dim; %5 bytes per element; %6 GQA or MHA; %7 query heads.</extracomment>
        <translation>Bytes de KV por token: %1 = 2 (K e V) x %2 camadas x %3 cabeças KV x %4 dimensões x %5 bytes (%6: %3 cabeças KV para %7 cabeças de consulta)</translation>
    </message>
    <message>
        <source>State per sequence: 0 (no linear-attention or state-space layer)</source>
        <translation>Estado por sequência: 0 (nenhuma camada de atenção linear ou de espaço de estados)</translation>
    </message>
    <message>
        <source>bf16, assumed</source>
        <translation>bf16, suposto</translation>
    </message>
    <message>
        <source>State per sequence: %1 = %2 linear layers x (recurrent %3 x %4 x %5 x %6 bytes (%7) = %8, plus convolution %9) (Gated DeltaNet, as vLLM keeps it)</source>
        <extracomment>%1 total bytes; %2 linear layers; %3..%5 H_v, d_k, d_v; %6 bytes; %7 where the dtype comes from; %8 the recurrent bytes; %9 the convolution bytes.</extracomment>
        <translation>Estado por sequência: %1 = %2 camadas lineares x (recorrente %3 x %4 x %5 x %6 bytes (%7) = %8, mais convolução %9) (Gated DeltaNet, como o vLLM o guarda)</translation>
    </message>
    <message>
        <source>(%1 - 1) x (2 x %2 x %3 + %4 x %5) x %6 bytes = %7</source>
        <translation>(%1 - 1) x (2 x %2 x %3 + %4 x %5) x %6 bytes = %7</translation>
    </message>
    <message>
        <source>The fixed state per sequence of the %1 linear-attention or state-space layers is not derived: the config does not give the Gated DeltaNet dimensions Breakeven reads (linear_num_value_heads, linear_num_key_heads, linear_key_head_dim, linear_value_head_dim, linear_conv_kernel_dim). Take it from the model card or the serving engine&apos;s log and set model.state_bytes_per_sequence.</source>
        <extracomment>%1 the number of linear layers.</extracomment>
        <translation>O estado fixo por sequência das %1 camadas de atenção linear ou de espaço de estados não é derivado: a config não dá as dimensões do Gated DeltaNet que o Breakeven lê (linear_num_value_heads, linear_num_key_heads, linear_key_head_dim, linear_value_head_dim, linear_conv_kernel_dim). Tome-o do model card ou do log do motor de serving e defina model.state_bytes_per_sequence.</translation>
    </message>
    <message>
        <source>State per sequence: not derived (see the notes)</source>
        <translation>Estado por sequência: não derivado (veja as notas)</translation>
    </message>
    <message>
        <source>The weights&apos; format is not derived: the config has no quantization_config and names no dtype.</source>
        <translation>O formato dos pesos não é derivado: a config não tem quantization_config e não nomeia nenhum dtype.</translation>
    </message>
    <message>
        <source>Weights format: %1 (%2)</source>
        <translation>Formato dos pesos: %1 (%2)</translation>
    </message>
    <message>
        <source>Context: up to %1 tokens (%2)</source>
        <translation>Contexto: até %1 tokens (%2)</translation>
    </message>
    <message>
        <source>Weights: %1 bytes (%2 GB), metadata.total_size of %3</source>
        <extracomment>%1 bytes; %2 the same in GB; %3 the index file.</extracomment>
        <translation>Pesos: %1 bytes (%2 GB), metadata.total_size de %3</translation>
    </message>
    <message>
        <source>The weights&apos; bytes are not derived: give model.safetensors.index.json (its metadata.total_size).</source>
        <translation>Os bytes dos pesos não são derivados: dê o model.safetensors.index.json (o metadata.total_size dele).</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrada padrão</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>não é possível lê-lo: %1</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>arquivo inexistente</translation>
    </message>
    <message>
        <source>the file is larger than %1 bytes</source>
        <translation>o arquivo tem mais de %1 bytes</translation>
    </message>
    <message>
        <source>model.state_bytes_per_sequence is written as 0 since it was not derived: the memory per sequence is understated until it is set</source>
        <translation>model.state_bytes_per_sequence é gravado como 0 porque não foi derivado: a memória por sequência fica subestimada até ser definida</translation>
    </message>
    <message>
        <source>model.weights_bytes is kept as it was (%1 bytes): no index was given</source>
        <extracomment>%1 the bytes kept.</extracomment>
        <translation>model.weights_bytes é mantido como estava (%1 bytes): nenhum índice foi dado</translation>
    </message>
    <message>
        <source>model.weights_format is kept as it was (%1)</source>
        <translation>model.weights_format é mantido como estava (%1)</translation>
    </message>
    <message>
        <source>this is a model.safetensors.index.json (the weights&apos; index), not the model&apos;s config.json: give config.json first, then the index</source>
        <translation>este é um model.safetensors.index.json (o índice dos pesos), não o config.json do modelo: dê primeiro o config.json, depois o índice</translation>
    </message>
</context>
<context>
    <name>OfferColumns</name>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>%1 (the model does not fit)</source>
        <translation>%1 (o modelo não cabe)</translation>
    </message>
    <message>
        <source>%1, beyond this hardware&apos;s %2</source>
        <translation>%1, além dos %2 deste hardware</translation>
    </message>
    <message>
        <source>self-hosting</source>
        <translation>auto-hospedagem</translation>
    </message>
    <message>
        <source>not feasible</source>
        <translation>inviável</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>never (no hour in use)</source>
        <translation>nunca (nenhuma hora em uso)</translation>
    </message>
    <message>
        <source>never (the API is free)</source>
        <translation>nunca (a API é gratuita)</translation>
    </message>
    <message>
        <source>never (needs %1 %)</source>
        <translation>nunca (precisa de %1 %)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 % (%2 % not feasible)</source>
        <translation>%1 % (%2 % inviável)</translation>
    </message>
    <message>
        <source>self-hosting cheaper by %1</source>
        <translation>auto-hospedagem mais barata em %1</translation>
    </message>
    <message>
        <source>API cheaper by %1</source>
        <translation>API mais barata em %1</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Oferta</translation>
    </message>
    <message>
        <source>Price per
output Mtok</source>
        <translation>Preço por
Mtok de saída</translation>
    </message>
    <message>
        <source>Break-even utilization
(at this throughput)</source>
        <translation>Utilização de equilíbrio
(neste throughput)</translation>
    </message>
    <message>
        <source>Break-even
output / month</source>
        <translation>Saída de equilíbrio
/ mês</translation>
    </message>
    <message>
        <source>Break-even
input / month</source>
        <translation>Entrada de equilíbrio
/ mês</translation>
    </message>
    <message>
        <source>API cost
/ month</source>
        <translation>Custo da API
/ mês</translation>
    </message>
    <message>
        <source>Saving
/ month</source>
        <translation>Economia
/ mês</translation>
    </message>
    <message>
        <source>Cheaper
side</source>
        <translation>Lado mais
barato</translation>
    </message>
    <message>
        <source>Self-hosting cheaper
(share of ranges)</source>
        <translation>Auto-hosp.
mais barata
(fração das faixas)</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Requisição</translation>
    </message>
    <message>
        <source>Accepted task</source>
        <translation>Tarefa aceita</translation>
    </message>
    <message>
        <source>Break-even
tasks / month</source>
        <translation>Tarefas de equilíbrio
/ mês</translation>
    </message>
    <message>
        <source>%1 (&gt; max)</source>
        <extracomment>A break-even throughput above the hardware&apos;s capacity, in the window&apos;s narrow table cell.</extracomment>
        <translation>%1 (&gt; máx.)</translation>
    </message>
    <message>
        <source>%1 (no fit)</source>
        <translation>%1 (não cabe)</translation>
    </message>
    <message>
        <source>never (%1 %)</source>
        <translation>nunca (%1 %)</translation>
    </message>
    <message>
        <source>self-host by %1</source>
        <extracomment>The monthly saving in a narrow table cell: the cheaper side and the amount.</extracomment>
        <translation>auto-hosp.: %1</translation>
    </message>
    <message>
        <source>API by %1</source>
        <translation>API: %1</translation>
    </message>
    <message>
        <source>self-host</source>
        <translation>auto-hosp.</translation>
    </message>
    <message>
        <source>infeasible</source>
        <translation>inviável</translation>
    </message>
    <message>
        <source>Break-even
throughput
(while in use)</source>
        <translation>Throughput de
equilíbrio
(em uso)</translation>
    </message>
    <message>
        <source>over its limits</source>
        <extracomment>Marks an offer whose rate limits cannot carry the demand&apos;s peak or that is too slow per user.</extracomment>
        <translation>acima dos seus limites</translation>
    </message>
    <message>
        <source>too slow</source>
        <translation>lenta demais</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An offer flagged by its limits but kept in the comparison by the user.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, kept</source>
        <translation>%1, mantida</translation>
    </message>
    <message>
        <source>its %1 requests a minute cannot carry the peak&apos;s %2</source>
        <extracomment>%1 the offer&apos;s request limit, %2 the requests a minute of the demand&apos;s peak (&quot;3,000&quot;, &quot;4,100&quot;).</extracomment>
        <translation>as suas %1 requisições por minuto não suportam as %2 do pico</translation>
    </message>
    <message>
        <source>its %1 tokens a minute cannot carry the peak&apos;s %2</source>
        <extracomment>%1 the offer&apos;s token limit, %2 the tokens a minute (input and output) of the demand&apos;s peak.</extracomment>
        <translation>os seus %1 tokens por minuto não suportam os %2 do pico</translation>
    </message>
    <message>
        <source>its %1 tok/s per user is below the target of %2 tok/s</source>
        <extracomment>%1 the offer&apos;s per-user speed, %2 the per-user speed target, both tok/s.</extracomment>
        <translation>os seus %1 tok/s por usuário ficam abaixo da meta de %2 tok/s</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1; kept in the comparison</source>
        <translation>%1; mantida na comparação</translation>
    </message>
    <message>
        <source>%1; left out of the cheapest offer</source>
        <translation>%1; deixada fora da oferta mais barata</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Parameter</name>
    <message>
        <source>tok/s</source>
        <extracomment>Label of a slider; &amp; marks the keyboard mnemonic.</extracomment>
        <translation>tok/s</translation>
    </message>
    <message>
        <source>Sustained &amp;throughput</source>
        <translation>&amp;Throughput sustentado</translation>
    </message>
    <message>
        <source>Sustained throughput: the output tokens per second (tok/s) the whole node keeps up at its operating concurrency; the articles measure 92 tok/s for one request on Modal&apos;s 8xB300, 516 tok/s at concurrency 8 and 4,634 tok/s at peak on AWS p6-b300.</source>
        <extracomment>Tooltip. tok/s = output tokens per second.</extracomment>
        <translation>Throughput sustentado: os tokens de saída por segundo (tok/s) que o nó inteiro mantém na sua concorrência de operação; os artigos medem 92 tok/s para uma requisição no 8xB300 da Modal, 516 tok/s com concorrência 8 e 4.634 tok/s no pico na AWS p6-b300.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Productive &amp;utilization</source>
        <translation>&amp;Utilização produtiva</translation>
    </message>
    <message>
        <source>Productive utilization: the share of provisioned hours the node serves accepted load (%); the articles report 15-22 % typical, 25-35 % well run.</source>
        <translation>Utilização produtiva: a fração das horas provisionadas em que o nó atende carga aceita (%); os artigos relatam 15-22 % como típico e 25-35 % quando bem operado.</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>&amp;Hours on per day</source>
        <translation>&amp;Horas ligado por dia</translation>
    </message>
    <message>
        <source>Hours on per day: the hours a day the node is provisioned (h, 24 = always on); fewer hours cut the monthly output and, with it, the rent or the power, and each start loses a cold start (27 min in the articles).</source>
        <extracomment>A cold start is the time a node takes to load the model.</extracomment>
        <translation>Horas ligado por dia: as horas por dia em que o nó fica provisionado (h, 24 = sempre ligado); menos horas reduzem a saída mensal e, com ela, o aluguel ou a energia, e cada inicialização perde uma inicialização a frio (27 min nos artigos).</translation>
    </message>
    <message>
        <source>Starts per day</source>
        <translation>Inicializações por dia</translation>
    </message>
    <message>
        <source>Starts per day: how often a day the node is switched on; each start loads the model for a cold start, billed but not productive (0 = it stays on).</source>
        <translation>Inicializações por dia: quantas vezes por dia o nó é ligado; cada inicialização carrega o modelo numa inicialização a frio, cobrada mas não produtiva (0 = ele fica ligado).</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>Cold start</source>
        <translation>Inicialização a frio</translation>
    </message>
    <message>
        <source>Cold start: the minutes a start takes before the node serves (loading 1.56 TB of weights), billed but not productive; the articles measure 27 min.</source>
        <translation>Inicialização a frio: os minutos que uma inicialização leva até o nó atender (carregando 1,56 TB de pesos), cobrados mas não produtivos; os artigos medem 27 min.</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concorrência</translation>
    </message>
    <message>
        <source>Concurrency: the requests the node serves at once; each holds its context&apos;s KV cache in memory, and the throughput is the node&apos;s at this concurrency (IMEC ran 16 sessions of K3 on 8xB300).</source>
        <translation>Concorrência: as requisições que o nó atende ao mesmo tempo; cada uma mantém o cache KV do seu contexto na memória, e o throughput é o do nó nessa concorrência (a IMEC rodou 16 sessões do K3 em 8xB300).</translation>
    </message>
    <message>
        <source>Per-user speed target</source>
        <translation>Meta de velocidade por usuário</translation>
    </message>
    <message>
        <source>Per-user speed target: the output tok/s each user must at least see; with a decode curve it limits the concurrency, and with it the capacity (OpenZeka&apos;s 8xB300 gives 32.45 tok/s per user at concurrency 64).</source>
        <translation>Meta de velocidade por usuário: os tok/s de saída que cada usuário deve ver no mínimo; com uma curva de decodificação ela limita a concorrência e, com ela, a capacidade (o 8xB300 da OpenZeka dá 32,45 tok/s por usuário com concorrência 64).</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>sem meta</translation>
    </message>
    <message>
        <source>Hours in a month</source>
        <translation>Horas em um mês</translation>
    </message>
    <message>
        <source>Hours in a month: the calendar the monthly figures are counted over (730 h = 365 days / 12).</source>
        <translation>Horas em um mês: o calendário sobre o qual os valores mensais são contados (730 h = 365 dias / 12).</translation>
    </message>
    <message>
        <source>&amp;Input tokens per output token</source>
        <translation>Tokens de &amp;entrada por token de saída</translation>
    </message>
    <message>
        <source>&amp;Cache-hit ratio</source>
        <translation>Taxa de acerto de &amp;cache</translation>
    </message>
    <message>
        <source>Cache-hit ratio: the share of input tokens an API bills at its cached-input price (%), so it only acts when the workload has input tokens; the articles&apos; offers bill cached input at a tenth of the input price or less (Moonshot kimi-k3.1-pro: $0.20 against $2.00 per Mtok).</source>
        <translation>Taxa de acerto de cache: a fração dos tokens de entrada que uma API cobra pelo preço de entrada em cache (%), então só atua quando a carga tem tokens de entrada; as ofertas dos artigos cobram a entrada em cache a um décimo do preço de entrada ou menos (Moonshot kimi-k3.1-pro: US$ 0,20 contra US$ 2,00 por Mtok).</translation>
    </message>
    <message>
        <source>Prefix-cache hit, self-hosted</source>
        <translation>Acerto de cache de prefixo, auto-hospedado</translation>
    </message>
    <message>
        <source>Prefix-cache hit, self-hosted: the share of input tokens the node finds in its own prefix cache and does not prefill again (%); unlike the API&apos;s cache-hit ratio it saves prefill time, not money.</source>
        <translation>Acerto de cache de prefixo, auto-hospedado: a fração dos tokens de entrada que o nó encontra no seu próprio cache de prefixo e não faz prefill de novo (%); ao contrário da taxa de acerto de cache da API, economiza tempo de prefill, não dinheiro.</translation>
    </message>
    <message>
        <source>Accepted share, API</source>
        <translation>Fração aceita, API</translation>
    </message>
    <message>
        <source>Accepted share, API: the share of the API&apos;s attempts whose result is accepted; the rest are retried, so each accepted task costs the request&apos;s price divided by this share.</source>
        <translation>Fração aceita, API: a fração das tentativas na API cujo resultado é aceito; as demais são repetidas, então cada tarefa aceita custa o preço da requisição dividido por essa fração.</translation>
    </message>
    <message>
        <source>Accepted share, self-hosted</source>
        <translation>Fração aceita, auto-hospedado</translation>
    </message>
    <message>
        <source>Accepted share, self-hosted: the share of the node&apos;s tasks that are accepted (IMEC: 86.4 % of 64 SWE-Bench Pro tasks solved by K3 on 8xB300).</source>
        <translation>Fração aceita, auto-hospedado: a fração das tarefas do nó que são aceitas (IMEC: 86,4 % de 64 tarefas do SWE-Bench Pro resolvidas pelo K3 em 8xB300).</translation>
    </message>
    <message>
        <source>Minutes per task</source>
        <translation>Minutos por tarefa</translation>
    </message>
    <message>
        <source>Minutes per task: the median time one session takes per task; with it, the self-hosted side also reports accepted tasks and the cost per accepted task (IMEC: 38 min for K3 on 8xB300).</source>
        <translation>Minutos por tarefa: o tempo mediano que uma sessão leva por tarefa; com ele, o lado auto-hospedado também informa as tarefas aceitas e o custo por tarefa aceita (IMEC: 38 min para o K3 em 8xB300).</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>tok</source>
        <translation>tok</translation>
    </message>
    <message>
        <source>Request input tokens</source>
        <translation>Tokens de entrada da requisição</translation>
    </message>
    <message>
        <source>Request input tokens: the input of the example request the report prices on each API (300,000 in the articles&apos; agent task).</source>
        <translation>Tokens de entrada da requisição: a entrada da requisição de exemplo que o relatório precifica em cada API (300.000 na tarefa de agente dos artigos).</translation>
    </message>
    <message>
        <source>Request output tokens</source>
        <translation>Tokens de saída da requisição</translation>
    </message>
    <message>
        <source>Request output tokens: the output of the example request the report prices on each API (30,000 in the articles&apos; agent task).</source>
        <translation>Tokens de saída da requisição: a saída da requisição de exemplo que o relatório precifica em cada API (30.000 na tarefa de agente dos artigos).</translation>
    </message>
    <message>
        <source>GPU c&amp;ount</source>
        <translation>&amp;Quantidade de GPUs</translation>
    </message>
    <message>
        <source>GPU count: the GPUs in the node, which multiply the rent and the memory; Kimi K3.1 Pro&apos;s 1.56 TB of weights need eight B300-class GPUs at least.</source>
        <translation>Quantidade de GPUs: as GPUs do nó, que multiplicam o aluguel e a memória; os 1,56 TB de pesos do Kimi K3.1 Pro precisam de no mínimo oito GPUs da classe B300.</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memória por GPU</translation>
    </message>
    <message>
        <source>Memory per GPU: each GPU&apos;s memory in decimal GB (B300: 288 GB, B200: 180 GB, H200: 141 GB).</source>
        <translation>Memória por GPU: a memória de cada GPU em GB decimais (B300: 288 GB, B200: 180 GB, H200: 141 GB).</translation>
    </message>
    <message>
        <source>Maximum throughput</source>
        <translation>Throughput máximo</translation>
    </message>
    <message>
        <source>Maximum throughput: the most output tok/s the node sustains at any concurrency; an operating throughput above it is not feasible (AWS p6-b300: 4,634 tok/s at peak).</source>
        <translation>Throughput máximo: o máximo de tok/s de saída que o nó sustenta em qualquer concorrência; um throughput de operação acima dele é inviável (AWS p6-b300: 4.634 tok/s no pico).</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs por nó</translation>
    </message>
    <message>
        <source>GPUs per node: how many GPUs one server holds (8 for B300 and H200 servers); more GPUs than this are several nodes, and the network between them is not modelled.</source>
        <translation>GPUs por nó: quantas GPUs cabem em um servidor (8 nos servidores B300 e H200); mais GPUs do que isso são vários nós, e a rede entre eles não é modelada.</translation>
    </message>
    <message>
        <source>Prefill throughput</source>
        <translation>Throughput de prefill</translation>
    </message>
    <message>
        <source>Prefill throughput: the input tok/s the node processes when it only prefills; input tokens then take time from decoding (GPUStack measured 19,000-23,000 tok/s on 8xB300).</source>
        <translation>Throughput de prefill: os tok/s de entrada que o nó processa quando só faz prefill; os tokens de entrada então tomam tempo da decodificação (a GPUStack mediu 19.000-23.000 tok/s em 8xB300).</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>não modelado</translation>
    </message>
    <message>
        <source>Measured concurrency</source>
        <translation>Concorrência medida</translation>
    </message>
    <message>
        <source>Measured concurrency: the concurrent requests of one measured point of the decode curve.</source>
        <translation>Concorrência medida: as requisições simultâneas de um ponto medido da curva de decodificação.</translation>
    </message>
    <message>
        <source>Measured output</source>
        <translation>Saída medida</translation>
    </message>
    <message>
        <source>Measured output: the aggregate output tok/s the whole node sustained at that concurrency (OpenZeka 8xB300: 105.7 at 1, 2,076.8 at 64; AWS p6-b300: 516 at 8).</source>
        <translation>Saída medida: os tok/s de saída agregados que o nó inteiro sustentou nessa concorrência (OpenZeka 8xB300: 105,7 com 1, 2.076,8 com 64; AWS p6-b300: 516 com 8).</translation>
    </message>
    <message>
        <source>GPU &amp;price per GPU-hour</source>
        <translation>&amp;Preço da GPU por GPU-hora</translation>
    </message>
    <message>
        <source>GPU price per GPU-hour: the rent of one GPU for one hour, in the currency shown; Modal bills $56.79 an hour for 8xB300 ($7.10 per GPU-hour), and the articles&apos; eight-GPU clusters cost $80-160 an hour.</source>
        <translation>Preço da GPU por GPU-hora: o aluguel de uma GPU por uma hora, na moeda exibida; a Modal cobra US$ 56,79 por hora pelo 8xB300 (US$ 7,10 por GPU-hora), e os clusters de oito GPUs dos artigos custam US$ 80-160 por hora.</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>Re&amp;dundancy (cold spare)</source>
        <translation>Re&amp;dundância (reserva fria)</translation>
    </message>
    <message>
        <source>Redundancy (cold spare): a cold spare is hardware paid for that serves nothing until the node fails, so it multiplies the hardware cost and not the capacity (1 = no spare, 2 = a whole second node).</source>
        <extracomment>A cold spare is hardware kept ready but not serving.</extracomment>
        <translation>Redundância (reserva fria): uma reserva fria é hardware pago que não atende nada até o nó falhar, então multiplica o custo do hardware e não a capacidade (1 = sem reserva, 2 = um segundo nó inteiro).</translation>
    </message>
    <message>
        <source>Ca&amp;pex</source>
        <translation>Ca&amp;pex</translation>
    </message>
    <message>
        <source>Capex: the purchase price of the node, in the currency shown, spread evenly over the depreciation years; the articles quote CNY 6.8-7.0 M for an 8xB300 machine in China.</source>
        <translation>Capex: o preço de compra do nó, na moeda exibida, distribuído igualmente pelos anos de depreciação; os artigos citam CNY 6,8-7,0 M por uma máquina 8xB300 na China.</translation>
    </message>
    <message>
        <source>years</source>
        <translation>anos</translation>
    </message>
    <message>
        <source>Depreciation &amp;years</source>
        <translation>&amp;Anos de depreciação</translation>
    </message>
    <message>
        <source>Depreciation years: the life over which the purchase is written off in equal parts, every hour whether the node is on or not; the articles use 3 years.</source>
        <translation>Anos de depreciação: a vida útil ao longo da qual a compra é amortizada em partes iguais, a cada hora, com o nó ligado ou não; os artigos usam 3 anos.</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Po&amp;wer</source>
        <translation>Po&amp;tência</translation>
    </message>
    <message>
        <source>Power: the node&apos;s electrical draw while it is on (kW); the articles use 13.2 kW for 8xB300.</source>
        <extracomment>kW = kilowatts.</extracomment>
        <translation>Potência: o consumo elétrico do nó enquanto está ligado (kW); os artigos usam 13,2 kW para o 8xB300.</translation>
    </message>
    <message>
        <source>P&amp;UE</source>
        <extracomment>PUE = power usage effectiveness.</extracomment>
        <translation>P&amp;UE</translation>
    </message>
    <message>
        <source>PUE (power usage effectiveness): the data centre&apos;s total power per kW the node draws, cooling included (1 or more); the articles use 1.3.</source>
        <translation>PUE (eficiência no uso de energia): a potência total do data center por kW que o nó consome, refrigeração incluída (1 ou mais); os artigos usam 1,3.</translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation>/kWh</translation>
    </message>
    <message>
        <source>&amp;Tariff per kWh</source>
        <translation>&amp;Tarifa por kWh</translation>
    </message>
    <message>
        <source>Tariff per kWh: the price of electricity, in the currency shown; the articles use CNY 0.7 per kWh.</source>
        <translation>Tarifa por kWh: o preço da eletricidade, na moeda exibida; os artigos usam CNY 0,7 por kWh.</translation>
    </message>
    <message>
        <source>Model weights</source>
        <translation>Pesos do modelo</translation>
    </message>
    <message>
        <source>Model weights: the size of the served weights (GB, decimal); Kimi K3.1 Pro&apos;s 96 MXFP4 shards hold 1,560,936,091,448 bytes (1.56 TB).</source>
        <translation>Pesos do modelo: o tamanho dos pesos servidos (GB, decimais); os 96 shards MXFP4 do Kimi K3.1 Pro somam 1.560.936.091.448 bytes (1,56 TB).</translation>
    </message>
    <message>
        <source>B/token</source>
        <translation>B/token</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>Cache KV por token</translation>
    </message>
    <message>
        <source>KV cache per token: the bytes of attention state one token of context keeps in memory (27,648 for Kimi K3.1 Pro).</source>
        <translation>Cache KV por token: os bytes de estado de atenção que um token de contexto mantém na memória (27.648 para o Kimi K3.1 Pro).</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>Fixed state per sequence</source>
        <translation>Estado fixo por sequência</translation>
    </message>
    <message>
        <source>Fixed state per sequence: memory each concurrent request holds besides its KV cache (MB; 480 MB for Kimi K3.1 Pro).</source>
        <translation>Estado fixo por sequência: a memória que cada requisição simultânea ocupa além do seu cache KV (MB; 480 MB para o Kimi K3.1 Pro).</translation>
    </message>
    <message>
        <source>Runtime reserve per GPU</source>
        <translation>Reserva do runtime por GPU</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Tamanho do contexto</translation>
    </message>
    <message>
        <source>Context length: the tokens of context each concurrent request holds in the KV cache (8,192 by default; an agent&apos;s 300,000-token prompt needs far more).</source>
        <translation>Tamanho do contexto: os tokens de contexto que cada requisição simultânea mantém no cache KV (8.192 por padrão; o prompt de 300.000 tokens de um agente precisa de muito mais).</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Memória utilizável</translation>
    </message>
    <message>
        <source>Usable memory: the share of GPU memory the serving engine may use (vLLM&apos;s default 90 %).</source>
        <translation>Memória utilizável: a fração da memória da GPU que o motor de serving pode usar (padrão do vLLM: 90 %).</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>Taxa de câmbio</translation>
    </message>
    <message>
        <source>Exchange rate: units of the currency per US dollar (the articles use CNY 7.25).</source>
        <translation>Taxa de câmbio: unidades da moeda por dólar americano (os artigos usam CNY 7,25).</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Por mês</translation>
    </message>
    <message>
        <source>Per month: the amount of this overhead line each month, in its own currency.</source>
        <translation>Por mês: o valor desta linha de custo fixo a cada mês, na sua própria moeda.</translation>
    </message>
    <message>
        <source>per Mtok</source>
        <translation>por Mtok</translation>
    </message>
    <message>
        <source>Cached input price</source>
        <translation>Preço de entrada em cache</translation>
    </message>
    <message>
        <source>Cached input price: what the API bills per million input tokens that hit its cache; none published: the input price.</source>
        <translation>Preço de entrada em cache: o que a API cobra por milhão de tokens de entrada que acertam o cache; se não publicado: o preço de entrada.</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>não publicado</translation>
    </message>
    <message>
        <source>Input price</source>
        <translation>Preço de entrada</translation>
    </message>
    <message>
        <source>Input price: what the API bills per million input tokens.</source>
        <translation>Preço de entrada: o que a API cobra por milhão de tokens de entrada.</translation>
    </message>
    <message>
        <source>Output price</source>
        <translation>Preço de saída</translation>
    </message>
    <message>
        <source>Output price: what the API bills per million output tokens.</source>
        <translation>Preço de saída: o que a API cobra por milhão de tokens de saída.</translation>
    </message>
    <message>
        <source>FTE</source>
        <translation>FTE</translation>
    </message>
    <message>
        <source>&amp;Staff (FTE)</source>
        <translation>&amp;Equipe (FTE)</translation>
    </message>
    <message>
        <source>Staff (FTE): the full-time equivalents who run the node: platform engineering, inference operations on call, upgrades; both articles call staff the largest hidden cost of self-hosting (0 = no staff cost included).</source>
        <extracomment>FTE = full-time equivalent (one person working full time).</extracomment>
        <translation>Equipe (FTE): os equivalentes em tempo integral que operam o nó: engenharia de plataforma, operação de inferência em plantão, atualizações; os dois artigos chamam a equipe de maior custo oculto da auto-hospedagem (0 = sem custo de equipe).</translation>
    </message>
    <message>
        <source>Cost per FTE-month</source>
        <translation>Custo por FTE-mês</translation>
    </message>
    <message>
        <source>Cost per FTE-month: the loaded monthly cost of one full-time engineer (salary, taxes, benefits), in the currency shown.</source>
        <translation>Custo por FTE-mês: o custo mensal total de um engenheiro em tempo integral (salário, impostos, benefícios), na moeda exibida.</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>Commitment term</source>
        <translation>Prazo do compromisso</translation>
    </message>
    <message>
        <source>Commitment term: the months a committed contract runs; they are owed whatever the hours on (the China 8xB300 contract runs 60 months, with a one-year minimum).</source>
        <translation>Prazo do compromisso: os meses de um contrato com compromisso; são devidos quaisquer que sejam as horas ligado (o contrato 8xB300 da China dura 60 meses, com mínimo de um ano).</translation>
    </message>
    <message>
        <source>Minimum monthly bill</source>
        <translation>Fatura mensal mínima</translation>
    </message>
    <message>
        <source>Minimum monthly bill: what a committed contract costs a month at least, whatever the hours on, in the currency shown (China: CNY 160k-190k a month for a whole 8xB300 machine).</source>
        <translation>Fatura mensal mínima: o mínimo que um contrato com compromisso custa por mês, quaisquer que sejam as horas ligado, na moeda exibida (China: CNY 160 mil-190 mil por mês por uma máquina 8xB300 inteira).</translation>
    </message>
    <message>
        <source>Reserved price per GPU-hour</source>
        <translation>Preço reservado por GPU-hora</translation>
    </message>
    <message>
        <source>Reserved price per GPU-hour: the hourly rate of a committed contract, usually below the on-demand price; none: the on-demand GPU-hour price.</source>
        <translation>Preço reservado por GPU-hora: a tarifa horária de um contrato com compromisso, em geral abaixo do preço sob demanda; se ausente: o preço sob demanda da GPU-hora.</translation>
    </message>
    <message>
        <source>on-demand price</source>
        <translation>preço sob demanda</translation>
    </message>
    <message>
        <source>Spot price per GPU-hour</source>
        <translation>Preço spot por GPU-hora</translation>
    </message>
    <message>
        <source>Spot price per GPU-hour: the hourly rate of spot (preemptible) capacity, billed for every hour on; none: the on-demand GPU-hour price.</source>
        <translation>Preço spot por GPU-hora: a tarifa horária de capacidade spot (preemptível), cobrada por cada hora ligado; se ausente: o preço sob demanda da GPU-hora.</translation>
    </message>
    <message>
        <source>Spot interruption</source>
        <translation>Interrupção spot</translation>
    </message>
    <message>
        <source>Spot interruption: the share of productive hours lost when spot capacity is reclaimed (the node reloads the model after each interruption); billed, not productive.</source>
        <translation>Interrupção spot: a fração das horas produtivas perdidas quando a capacidade spot é retomada (o nó recarrega o modelo após cada interrupção); cobrada, não produtiva.</translation>
    </message>
    <message>
        <source>%/year</source>
        <translation>%/ano</translation>
    </message>
    <message>
        <source>Cost of capital</source>
        <translation>Custo de capital</translation>
    </message>
    <message>
        <source>Cost of capital: the yearly interest the money tied up in the purchase costs (or earns elsewhere), compounded monthly; the capex is paid back as an annuity over the depreciation years (0 = straight line).</source>
        <translation>Custo de capital: os juros anuais que o dinheiro imobilizado na compra custa (ou renderia em outro lugar), capitalizados mensalmente; o capex é pago como uma anuidade ao longo dos anos de depreciação (0 = linear).</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>Valor residual</translation>
    </message>
    <message>
        <source>Residual value: the share of the capex the node still fetches after the depreciation years; only the rest is written off.</source>
        <translation>Valor residual: a fração do capex que o nó ainda vale após os anos de depreciação; só o restante é amortizado.</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Manutenção</translation>
    </message>
    <message>
        <source>Maintenance: the yearly support contract and spare parts as a share of the capex (vendor support for GPU servers often runs 5-10 % a year).</source>
        <translation>Manutenção: o contrato anual de suporte e peças de reposição como fração do capex (o suporte do fornecedor para servidores de GPU costuma ficar em 5-10 % ao ano).</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizonte</translation>
    </message>
    <message>
        <source>Horizon: the years over which self-hosting is compared with the API; break-evens over the horizon use the API&apos;s mean price over these years.</source>
        <translation>Horizonte: os anos ao longo dos quais a auto-hospedagem é comparada com a API; os pontos de equilíbrio no horizonte usam o preço médio da API nesses anos.</translation>
    </message>
    <message>
        <source>API price decline</source>
        <translation>Queda do preço da API</translation>
    </message>
    <message>
        <source>API price decline: how much cheaper every API gets each year; the articles expect prices to fall (0 = today&apos;s prices for the whole horizon).</source>
        <translation>Queda do preço da API: quanto toda API fica mais barata a cada ano; os artigos esperam que os preços caiam (0 = os preços de hoje durante todo o horizonte).</translation>
    </message>
    <message>
        <source>Reasoning tokens per task</source>
        <translation>Tokens de raciocínio por tarefa</translation>
    </message>
    <message>
        <source>Reasoning tokens per task: the thinking tokens one attempt produces besides its output; the API bills them as output.</source>
        <translation>Tokens de raciocínio por tarefa: os tokens de pensamento que uma tentativa produz além da sua saída; a API os cobra como saída.</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nome</translation>
    </message>
    <message>
        <source>Name: what the preset is called in the window&apos;s title, the reports and the file list.</source>
        <translation>Nome: como o preset é chamado no título da janela, nos relatórios e na lista de arquivos.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrição</translation>
    </message>
    <message>
        <source>Description: where the figures come from, in the author&apos;s words.</source>
        <translation>Descrição: de onde vêm os valores, nas palavras do autor.</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Author: who wrote the preset.</source>
        <translation>Autor: quem escreveu o preset.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Date: when the figures were gathered (free text, e.g. 2026-11-29).</source>
        <translation>Data: quando os valores foram reunidos (texto livre, p. ex. 2026-11-29).</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Currency: the currency of the preset&apos;s plain-number amounts.</source>
        <translation>Moeda: a moeda dos valores numéricos simples do preset.</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Moeda de exibição</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Model: the open-weight model being served.</source>
        <translation>Modelo: o modelo de pesos abertos que está sendo servido.</translation>
    </message>
    <message>
        <source>Weights format</source>
        <translation>Formato dos pesos</translation>
    </message>
    <message>
        <source>Weights format: the number format of the weights (MXFP4 for Kimi K3.1 Pro); MXFP4 on a GPU without native MXFP4 is dequantized, which costs memory and speed.</source>
        <translation>Formato dos pesos: o formato numérico dos pesos (MXFP4 para o Kimi K3.1 Pro); MXFP4 numa GPU sem MXFP4 nativo é desquantizado, o que custa memória e velocidade.</translation>
    </message>
    <message>
        <source>GPU type</source>
        <translation>Tipo de GPU</translation>
    </message>
    <message>
        <source>GPU type: the GPU model of the node (B300, B200, H200, ...).</source>
        <translation>Tipo de GPU: o modelo de GPU do nó (B300, B200, H200, ...).</translation>
    </message>
    <message>
        <source>Native MXFP4</source>
        <translation>MXFP4 nativo</translation>
    </message>
    <message>
        <source>Native MXFP4: the GPU computes in MXFP4 itself (Blackwell: B200, B300); without it MXFP4 weights are dequantized.</source>
        <translation>MXFP4 nativo: a própria GPU calcula em MXFP4 (Blackwell: B200, B300); sem isso, os pesos MXFP4 são desquantizados.</translation>
    </message>
    <message>
        <source>Throughput from</source>
        <translation>Throughput a partir de</translation>
    </message>
    <message>
        <source>Throughput from: measured takes the typed sustained throughput and checks it against the capacity; modelled derives it from the decode curve at the operating concurrency.</source>
        <translation>Throughput a partir de: medido usa o throughput sustentado digitado e o confere com a capacidade; modelado o deriva da curva de decodificação na concorrência de operação.</translation>
    </message>
    <message>
        <source>Rent or buy</source>
        <translation>Alugar ou comprar</translation>
    </message>
    <message>
        <source>Rent or buy: rent pays the GPU price for every hour the node is on; buy writes the capex off every hour of the month and pays power only while the node is on.</source>
        <translation>Alugar ou comprar: alugar paga o preço da GPU por cada hora em que o nó fica ligado; comprar amortiza o capex em cada hora do mês e paga energia só enquanto o nó está ligado.</translation>
    </message>
    <message>
        <source>GPU price currency</source>
        <translation>Moeda do preço da GPU</translation>
    </message>
    <message>
        <source>GPU price currency: the currency the GPU-hour price is stated in.</source>
        <translation>Moeda do preço da GPU: a moeda em que o preço da GPU-hora é expresso.</translation>
    </message>
    <message>
        <source>Capex currency</source>
        <translation>Moeda do capex</translation>
    </message>
    <message>
        <source>Capex currency: the currency the purchase price is stated in.</source>
        <translation>Moeda do capex: a moeda em que o preço de compra é expresso.</translation>
    </message>
    <message>
        <source>Tariff currency</source>
        <translation>Moeda da tarifa</translation>
    </message>
    <message>
        <source>Tariff currency: the currency the electricity tariff is stated in.</source>
        <translation>Moeda da tarifa: a moeda em que a tarifa de eletricidade é expressa.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Line: what the overhead pays for.</source>
        <translation>Linha: o que o custo fixo paga.</translation>
    </message>
    <message>
        <source>Currency: the currency of this overhead line&apos;s amount.</source>
        <translation>Moeda: a moeda do valor desta linha de custo fixo.</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provedor</translation>
    </message>
    <message>
        <source>Provider: who sells the API.</source>
        <translation>Provedor: quem vende a API.</translation>
    </message>
    <message>
        <source>API model</source>
        <translation>Modelo da API</translation>
    </message>
    <message>
        <source>API model: the model name the provider bills.</source>
        <translation>Modelo da API: o nome do modelo que o provedor cobra.</translation>
    </message>
    <message>
        <source>Offer currency</source>
        <translation>Moeda da oferta</translation>
    </message>
    <message>
        <source>Offer currency: the currency the offer&apos;s prices are stated in.</source>
        <translation>Moeda da oferta: a moeda em que os preços da oferta são expressos.</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Data do preço</translation>
    </message>
    <message>
        <source>As of: when the price was published.</source>
        <translation>Data do preço: quando o preço foi publicado.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Source: where the price was published.</source>
        <translation>Fonte: onde o preço foi publicado.</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparada</translation>
    </message>
    <message>
        <source>Compared: whether the offer is shown and compared.</source>
        <translation>Comparada: se a oferta é mostrada e comparada.</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Cobrança</translation>
    </message>
    <message>
        <source>Billing: hourly pays the GPU-hour price for every hour on; committed pays at least the minimum monthly bill for the whole term, whatever the hours on; spot pays the spot price and loses the interrupted share of the productive hours.</source>
        <translation>Cobrança: por hora paga o preço da GPU-hora por cada hora ligado; com compromisso paga pelo menos a fatura mensal mínima durante todo o prazo, quaisquer que sejam as horas ligado; spot paga o preço spot e perde a fração interrompida das horas produtivas.</translation>
    </message>
    <message>
        <source>Staff cost currency</source>
        <translation>Moeda do custo de equipe</translation>
    </message>
    <message>
        <source>Staff cost currency: the currency the cost per FTE-month is stated in.</source>
        <translation>Moeda do custo de equipe: a moeda em que o custo por FTE-mês é expresso.</translation>
    </message>
    <message>
        <source>Minimum bill currency</source>
        <translation>Moeda da fatura mínima</translation>
    </message>
    <message>
        <source>Minimum bill currency: the currency the minimum monthly bill is stated in.</source>
        <translation>Moeda da fatura mínima: a moeda em que a fatura mensal mínima é expressa.</translation>
    </message>
    <message>
        <source>Task size from</source>
        <translation>Tamanho da tarefa a partir de</translation>
    </message>
    <message>
        <source>Task size from: stated prices the request&apos;s input and output tokens as typed; node takes the output one session produces in the minutes per task (throughput / concurrency x minutes) and r input tokens per output token, so the API is priced for the same task the node does.</source>
        <translation>Tamanho da tarefa a partir de: informado precifica os tokens de entrada e de saída da requisição como digitados; nó usa a saída que uma sessão produz nos minutos por tarefa (throughput / concorrência x minutos) e r tokens de entrada por token de saída, para que a API seja precificada pela mesma tarefa que o nó faz.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Geral</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operação</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabalho</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>Aluguel</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memória</translation>
    </message>
    <message>
        <source>API offers</source>
        <translation>Ofertas de API</translation>
    </message>
    <message>
        <source>Monthly overheads</source>
        <translation>Custos fixos mensais</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>Financiamento</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tarefa</translation>
    </message>
    <message>
        <source>Display currency: the currency results are shown in when the preset opens; absent, the preset&apos;s own currency. Choosing another currency with a rate in the window is a view choice, written with the next save.</source>
        <translation>Moeda de exibição: a moeda em que os resultados aparecem quando o preset é aberto; se ausente, a própria moeda do preset. Escolher na janela outra moeda com taxa é uma escolha de visualização, gravada no próximo salvamento.</translation>
    </message>
    <message>
        <source>Price &amp;stated per</source>
        <translation>Preço &amp;informado por</translation>
    </message>
    <message>
        <source>Price stated per: whether the GPU price is typed and shown per GPU-hour, or for the whole node per hour or per month (Modal&apos;s $56.79 an hour for 8xB300, CNY 190k a month in China); the model divides a node price by the GPU count (and a month&apos;s by the hours in a month).</source>
        <translation>Preço informado por: se o preço da GPU é digitado e mostrado por GPU-hora, ou pelo nó inteiro por hora ou por mês (US$ 56,79 por hora da Modal para 8xB300, CNY 190 mil por mês na China); o modelo divide o preço de um nó pelo número de GPUs (e o de um mês pelas horas de um mês).</translation>
    </message>
    <message>
        <source>Node &amp;price per hour</source>
        <translation>&amp;Preço do nó por hora</translation>
    </message>
    <message>
        <source>Node &amp;price per month</source>
        <translation>&amp;Preço do nó por mês</translation>
    </message>
    <message>
        <source>/node-hour</source>
        <extracomment>The unit of a whole node&apos;s price per hour, after a currency code: &quot;USD/node-hour&quot;.</extracomment>
        <translation>/nó-hora</translation>
    </message>
    <message>
        <source>/node-month</source>
        <extracomment>The unit of a whole node&apos;s price per month, after a currency code: &quot;CNY/node-month&quot;.</extracomment>
        <translation>/nó-mês</translation>
    </message>
    <message>
        <source>Runtime reserve per GPU: memory the serving engine keeps for activations, CUDA graphs and communication buffers (GB; vLLM&apos;s recipe for Kimi K3.1 Pro implies about 15 GB per 288 GB GPU, scaled with the card&apos;s memory unless set).</source>
        <translation>Reserva do runtime por GPU: a memória que o motor de serving guarda para ativações, grafos CUDA e buffers de comunicação (GB; a receita do vLLM para o Kimi K3.1 Pro implica cerca de 15 GB por GPU de 288 GB, proporcional à memória da placa se não for definida).</translation>
    </message>
    <message>
        <source>Capacity figures from</source>
        <translation>Números de capacidade vindos de</translation>
    </message>
    <message>
        <source>Capacity figures from: where the decode points and the maximum throughput come from: measured by a source, imported from benchmark runs, typed by you, or estimated.</source>
        <translation>Números de capacidade vindos de: a origem dos pontos de decodificação e da vazão máxima: medidos por uma fonte, importados de execuções de benchmark, digitados por você ou estimados.</translation>
    </message>
    <message>
        <source>Capacity measured on</source>
        <translation>Capacidade medida em</translation>
    </message>
    <message>
        <source>Capacity measured on: the GPU the decode points and the maximum throughput were measured on; when it is not the node&apos;s GPU, every result says so until you confirm the figures for this GPU.</source>
        <translation>Capacidade medida em: a GPU em que os pontos de decodificação e a vazão máxima foram medidos; quando não é a GPU do nó, todo resultado diz isso até você confirmar os números para esta GPU.</translation>
    </message>
    <message>
        <source>Capacity confirmed for this GPU</source>
        <translation>Capacidade confirmada para esta GPU</translation>
    </message>
    <message>
        <source>Capacity confirmed for this GPU: you accept the decode points and the maximum throughput measured on another GPU as this GPU&apos;s (choosing another GPU clears it).</source>
        <translation>Capacidade confirmada para esta GPU: você aceita os pontos de decodificação e a vazão máxima medidos em outra GPU como os desta GPU (escolher outra GPU desfaz isso).</translation>
    </message>
    <message>
        <source>Minimum bill stated for</source>
        <translation>Fatura mínima informada para</translation>
    </message>
    <message>
        <source>Minimum bill stated for: the GPU the committed minimum monthly bill was stated for; when it is not the node&apos;s GPU, every result says so until you change the minimum.</source>
        <translation>Fatura mínima informada para: a GPU para a qual a fatura mensal mínima do compromisso foi informada; quando não é a GPU do nó, todo resultado diz isso até você mudar o mínimo.</translation>
    </message>
    <message>
        <source>Demand in the hour</source>
        <translation>Demanda na hora</translation>
    </message>
    <message>
        <source>Demand in the hour: the output tok/s the workload asks for in one hour of the day (hour 0..23); the hybrid plan serves it with nodes where they pay off and sends the rest to the API.</source>
        <translation>Demanda na hora: os tok/s de saída que a carga pede numa hora do dia (hora 0..23); o plano híbrido a atende com nós onde eles se pagam e manda o resto para a API.</translation>
    </message>
    <message>
        <source>Base demand</source>
        <translation>Demanda base</translation>
    </message>
    <message>
        <source>Base demand: the output tok/s asked for all day outside the peak (the shortcut of the day&apos;s demand; setting it makes the day two levels).</source>
        <translation>Demanda base: os tok/s de saída pedidos o dia todo fora do pico (o atalho da demanda do dia; defini-la faz o dia ter dois níveis).</translation>
    </message>
    <message>
        <source>no hybrid day</source>
        <translation>sem dia híbrido</translation>
    </message>
    <message>
        <source>Peak demand</source>
        <translation>Demanda de pico</translation>
    </message>
    <message>
        <source>Peak demand: the output tok/s asked for in the peak hours (the articles&apos; team works a day of 8 hours).</source>
        <translation>Demanda de pico: os tok/s de saída pedidos nas horas de pico (a equipe dos artigos trabalha um dia de 8 horas).</translation>
    </message>
    <message>
        <source>Peak hours</source>
        <translation>Horas de pico</translation>
    </message>
    <message>
        <source>Peak hours: how many hours a day the peak lasts (0..24).</source>
        <translation>Horas de pico: quantas horas por dia o pico dura (0..24).</translation>
    </message>
    <message>
        <source>Peak starts at</source>
        <translation>Pico começa às</translation>
    </message>
    <message>
        <source>Peak starts at: the peak&apos;s first hour of the day (0..23, 9 when not stated); a peak may run past midnight.</source>
        <translation>Pico começa às: a primeira hora do pico no dia (0..23, 9 quando não informada); um pico pode passar da meia-noite.</translation>
    </message>
    <message>
        <source>USD</source>
        <translation>USD</translation>
    </message>
    <message>
        <source>MaaS revenue in 12 months</source>
        <translation>Receita de MaaS em 12 meses</translation>
    </message>
    <message>
        <source>MaaS revenue in 12 months: what a model-as-a-service built on the weights earns in 12 months (USD); over USD 20 M the license needs an agreement with Moonshot.</source>
        <translation>Receita de MaaS em 12 meses: quanto um modelo como serviço construído sobre os pesos fatura em 12 meses (USD); acima de USD 20 M a licença exige um acordo com a Moonshot.</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>Monthly users</source>
        <translation>Usuários mensais</translation>
    </message>
    <message>
        <source>Monthly users: the product&apos;s monthly active users; over 100 M the license needs visible attribution.</source>
        <translation>Usuários mensais: os usuários ativos mensais do produto; acima de 100 M a licença exige atribuição visível.</translation>
    </message>
    <message>
        <source>Monthly revenue</source>
        <translation>Receita mensal</translation>
    </message>
    <message>
        <source>Monthly revenue: the product&apos;s monthly revenue (USD); over USD 20 M the license needs visible attribution.</source>
        <translation>Receita mensal: a receita mensal do produto (USD); acima de USD 20 M a licença exige atribuição visível.</translation>
    </message>
    <message>
        <source>Compliance beyond zero data retention</source>
        <translation>Conformidade além da retenção zero de dados</translation>
    </message>
    <message>
        <source>Compliance beyond zero data retention: whether a rule requires more than an API&apos;s zero data retention offers (question 1 of the decision; unanswered until you answer it).</source>
        <translation>Conformidade além da retenção zero de dados: se alguma regra exige mais do que a retenção zero de dados de uma API oferece (pergunta 1 da decisão; sem resposta até você responder).</translation>
    </message>
    <message>
        <source>Weights needed</source>
        <translation>Pesos necessários</translation>
    </message>
    <message>
        <source>Weights needed: whether you need the weights themselves, to fine-tune or distil (question 2 of the decision).</source>
        <translation>Pesos necessários: se você precisa dos próprios pesos, para ajuste fino ou destilação (pergunta 2 da decisão).</translation>
    </message>
    <message>
        <source>Idle hardware and a team</source>
        <translation>Hardware ocioso e uma equipe</translation>
    </message>
    <message>
        <source>Idle hardware and a team: whether suitable GPUs and people to run them are already on hand (question 3 of the decision).</source>
        <translation>Hardware ocioso e uma equipe: se GPUs adequadas e pessoas para operá-las já estão disponíveis (pergunta 3 da decisão).</translation>
    </message>
    <message>
        <source>Hybrid day</source>
        <translation>Dia híbrido</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>TTFT target (p90)</source>
        <translation>Meta de TTFT (p90)</translation>
    </message>
    <message>
        <source>TTFT target (p90): the time to first token, in milliseconds, that nine requests in ten must not exceed; with decode points that report their p90 TTFT it limits the concurrency, and without them it is not checked.</source>
        <translation>Meta de TTFT (p90): o tempo até o primeiro token, em milissegundos, que nove em cada dez requisições não podem ultrapassar; com pontos de decodificação que informam o TTFT p90 ela limita a concorrência e, sem eles, não é verificada.</translation>
    </message>
    <message>
        <source>TPOT target (p90)</source>
        <translation>Meta de TPOT (p90)</translation>
    </message>
    <message>
        <source>TPOT target (p90): the time per output token, in milliseconds, that nine requests in ten must not exceed (50 ms is 20 tok/s per user); with decode points that report their p90 TPOT it limits the concurrency, and without them it is not checked.</source>
        <translation>Meta de TPOT (p90): o tempo por token de saída, em milissegundos, que nove em cada dez requisições não podem ultrapassar (50 ms são 20 tok/s por usuário); com pontos de decodificação que informam o TPOT p90 ela limita a concorrência e, sem eles, não é verificada.</translation>
    </message>
    <message>
        <source>Measured p90 TTFT</source>
        <translation>TTFT p90 medido</translation>
    </message>
    <message>
        <source>Measured p90 TTFT: the time to first token nine requests in ten of that run stayed within, in milliseconds (what the latency target is checked on).</source>
        <translation>TTFT p90 medido: o tempo até o primeiro token dentro do qual ficaram nove em cada dez requisições dessa execução, em milissegundos (é nele que a meta de latência é verificada).</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>não medido</translation>
    </message>
    <message>
        <source>Measured p90 TPOT</source>
        <translation>TPOT p90 medido</translation>
    </message>
    <message>
        <source>Measured p90 TPOT: the time per output token nine requests in ten of that run stayed within, in milliseconds (what the latency target is checked on).</source>
        <translation>TPOT p90 medido: o tempo por token de saída dentro do qual ficaram nove em cada dez requisições dessa execução, em milissegundos (é nele que a meta de latência é verificada).</translation>
    </message>
    <message>
        <source>req/min</source>
        <translation>req/min</translation>
    </message>
    <message>
        <source>Request limit</source>
        <translation>Limite de requisições</translation>
    </message>
    <message>
        <source>Request limit: the most requests a minute the API accepts; an offer that cannot carry the demand&apos;s peak is flagged and left out of the cheapest offer unless kept.</source>
        <translation>Limite de requisições: o máximo de requisições por minuto que a API aceita; uma oferta que não suporta o pico da demanda é marcada e deixada fora da oferta mais barata, salvo se mantida.</translation>
    </message>
    <message>
        <source>tok/min</source>
        <translation>tok/min</translation>
    </message>
    <message>
        <source>Token limit</source>
        <translation>Limite de tokens</translation>
    </message>
    <message>
        <source>Token limit: the most tokens a minute, input and output, the API accepts; an offer that cannot carry the demand&apos;s peak is flagged and left out of the cheapest offer unless kept.</source>
        <translation>Limite de tokens: o máximo de tokens por minuto, de entrada e de saída, que a API aceita; uma oferta que não suporta o pico da demanda é marcada e deixada fora da oferta mais barata, salvo se mantida.</translation>
    </message>
    <message>
        <source>Per-user speed</source>
        <translation>Velocidade por usuário</translation>
    </message>
    <message>
        <source>Per-user speed: the output tok/s one user sees from the API; below the per-user speed target the offer is flagged and left out of the cheapest offer unless kept.</source>
        <translation>Velocidade por usuário: os tok/s de saída que um usuário obtém da API; abaixo da meta de velocidade por usuário a oferta é marcada e deixada fora da oferta mais barata, salvo se mantida.</translation>
    </message>
    <message>
        <source>Kept despite limits</source>
        <translation>Mantida apesar dos limites</translation>
    </message>
    <message>
        <source>Kept despite limits: whether the offer stays in the cheapest offer when its rate limits cannot carry the demand&apos;s peak or it is slower than the per-user speed target.</source>
        <translation>Mantida apesar dos limites: se a oferta continua a contar para a oferta mais barata quando os seus limites de taxa não suportam o pico da demanda ou é mais lenta do que a meta de velocidade por usuário.</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Pessoas</translation>
    </message>
    <message>
        <source>People: the team whose work is the demand; setting any field of the team makes it the source of the workload&apos;s volume and day (the articles size self-hosting for teams of 15-30 developers).</source>
        <translation>Pessoas: a equipe cujo trabalho é a demanda; definir qualquer campo da equipe a torna a fonte do volume e do dia da carga de trabalho (os artigos dimensionam a hospedagem própria para equipes de 15-30 desenvolvedores).</translation>
    </message>
    <message>
        <source>no team</source>
        <translation>sem equipe</translation>
    </message>
    <message>
        <source>Tasks per person per day</source>
        <translation>Tarefas por pessoa por dia</translation>
    </message>
    <message>
        <source>Tasks per person per day: the agent tasks each person runs on a working day (an assumption, 10 by default: the articles give none; IMEC&apos;s median task took 38 minutes on 8xB300).</source>
        <translation>Tarefas por pessoa por dia: as tarefas de agente que cada pessoa executa num dia útil (uma suposição, 10 por padrão: os artigos não dão nenhuma; a tarefa mediana do IMEC levou 38 minutos em 8xB300).</translation>
    </message>
    <message>
        <source>Task input tokens</source>
        <translation>Tokens de entrada da tarefa</translation>
    </message>
    <message>
        <source>Task input tokens: the prompt tokens one of the team&apos;s tasks sends (300,000 in the articles&apos; agent task); with the output it sets the workload&apos;s input tokens per output token.</source>
        <translation>Tokens de entrada da tarefa: os tokens de prompt que uma tarefa da equipe envia (300.000 na tarefa de agente dos artigos); com a saída, definem os tokens de entrada por token de saída da carga de trabalho.</translation>
    </message>
    <message>
        <source>Task output tokens</source>
        <translation>Tokens de saída da tarefa</translation>
    </message>
    <message>
        <source>Task output tokens: the tokens one of the team&apos;s tasks gets back, reasoning aside (30,000 in the articles&apos; agent task).</source>
        <translation>Tokens de saída da tarefa: os tokens que uma tarefa da equipe recebe de volta, sem contar o raciocínio (30.000 na tarefa de agente dos artigos).</translation>
    </message>
    <message>
        <source>Task reasoning tokens</source>
        <translation>Tokens de raciocínio da tarefa</translation>
    </message>
    <message>
        <source>Task reasoning tokens: the thinking tokens one of the team&apos;s tasks produces besides its output, counted and billed as output (0 by default).</source>
        <translation>Tokens de raciocínio da tarefa: os tokens de pensamento que uma tarefa da equipe produz além da saída, contados e cobrados como saída (0 por padrão).</translation>
    </message>
    <message>
        <source>Working hours</source>
        <translation>Horas de trabalho</translation>
    </message>
    <message>
        <source>Working hours: the hours of the team&apos;s working day, from 09:00 on its clock, over which its tasks are spread evenly (the articles&apos; team works a day of 8 hours).</source>
        <translation>Horas de trabalho: as horas do dia útil da equipe, a partir das 09:00 no seu relógio, sobre as quais as tarefas se distribuem por igual (a equipe dos artigos trabalha um dia de 8 horas).</translation>
    </message>
    <message>
        <source>Working days per week</source>
        <translation>Dias úteis por semana</translation>
    </message>
    <message>
        <source>Working days per week: the days the team works (5 by default); the hybrid day is the week&apos;s average day, so it carries this share of seven of a working day&apos;s demand.</source>
        <translation>Dias úteis por semana: os dias em que a equipe trabalha (5 por padrão); o dia híbrido é o dia médio da semana, então carrega esta fração de sete da demanda de um dia útil.</translation>
    </message>
    <message>
        <source>Time zone offset</source>
        <translation>Diferença de fuso horário</translation>
    </message>
    <message>
        <source>Time zone offset: the hours the team&apos;s clock is ahead of the hybrid day&apos;s (-3 for a team in Brazil on a day counted in UTC), which moves its working hours on the day (0 by default).</source>
        <translation>Diferença de fuso horário: as horas que o relógio da equipe está adiantado em relação ao do dia híbrido (-3 para uma equipe no Brasil num dia contado em UTC), o que desloca as suas horas de trabalho no dia (0 por padrão).</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>requisições</translation>
    </message>
    <message>
        <source>Requests in flight (Little&apos;s law)</source>
        <translation>Requisições em andamento (lei de Little)</translation>
    </message>
    <message>
        <source>Requests in flight (Little&apos;s law): for a point of a run at a request rate, which held no fixed concurrency, the mean number of requests in flight estimated from Little&apos;s law (requests completed per second times the mean request latency); the point&apos;s concurrency is this, rounded. The import sets it.</source>
        <translation>Requisições em andamento (lei de Little): para um ponto de uma execução a uma taxa de requisições, que não manteve concorrência fixa, o número médio de requisições em andamento estimado pela lei de Little (requisições concluídas por segundo vezes a latência média de uma requisição); a concorrência do ponto é esse número, arredondado. A importação o define.</translation>
    </message>
    <message>
        <source>held its concurrency</source>
        <translation>manteve sua concorrência</translation>
    </message>
    <message>
        <source>Input tokens per output token: how many prompt tokens the workload sends for each token it gets back, which adds the API&apos;s input price to every output token (self-hosting&apos;s cost does not change, but with a prefill rate the input takes GPU time and lowers the capacity); the articles&apos; agent workload sends about 5, and 0 compares output prices alone.</source>
        <translation>Tokens de entrada por token de saída: quantos tokens de prompt a carga envia para cada token que recebe de volta, o que soma o preço de entrada da API a cada token de saída (o custo da auto-hospedagem não muda, mas com uma taxa de prefill a entrada ocupa tempo das GPUs e reduz a capacidade); a carga de agente dos artigos envia cerca de 5, e 0 compara só os preços de saída.</translation>
    </message>
</context>
<context>
    <name>ParameterHelp</name>
    <message>
        <source>No API offer is enabled, so nothing prices the workload&apos;s tokens: enable an offer in Edit &gt; API offers.</source>
        <extracomment>Why a slider is disabled: no API offer is enabled.</extracomment>
        <translation>Nenhuma oferta de API está ativada, então nada precifica os tokens da carga: ative uma oferta em Editar &gt; Ofertas de API.</translation>
    </message>
    <message>
        <source>You rent the node, so the purchase costs nothing: choose Buy to price it.</source>
        <extracomment>Why a slider is disabled: the buying sliders while renting.</extracomment>
        <translation>Você aluga o nó, então a compra não custa nada: escolha Comprar para precificá-la.</translation>
    </message>
    <message>
        <source>The cold starts (%1 a day, %2 min each) take every hour the node is on, so it produces nothing: raise %3.</source>
        <extracomment>Why a slider is disabled: the node&apos;s cold starts use up every provisioned hour.</extracomment>
        <translation>As inicializações a frio (%1 por dia, %2 min cada) tomam todas as horas em que o nó fica ligado, então ele não produz nada: aumente %3.</translation>
    </message>
    <message>
        <source>Derived from the decode curve: %1 tok/s at concurrency %2. Set %3 to measured to type your own.</source>
        <extracomment>Why the throughput slider is disabled in modelled mode. %1 is the derived throughput in tok/s, %2 the concurrency it is read at, %3 the throughput-mode selector&apos;s label.</extracomment>
        <translation>Derivado da curva de decodificação: %1 tok/s com concorrência %2. Ajuste %3 para medido para digitar o seu.</translation>
    </message>
    <message>
        <source>The node serves no load (%1 is 0 %), so it produces nothing at any throughput: raise %1.</source>
        <extracomment>Why the throughput slider is disabled. %1 is the utilization slider&apos;s label.</extracomment>
        <translation>O nó não atende carga (%1 é 0 %), então não produz nada em nenhum throughput: aumente %1.</translation>
    </message>
    <message>
        <source>The node serves no load (%1 is 0 %), so the hours a start loses cost no output: raise %1.</source>
        <extracomment>Why the starts-per-day slider is disabled. %1 is the utilization slider&apos;s label.</extracomment>
        <translation>O nó não atende carga (%1 é 0 %), então as horas que uma inicialização perde não custam saída: aumente %1.</translation>
    </message>
    <message>
        <source>A start costs nothing (%1 is 0 min), so the number of starts changes nothing: set %1.</source>
        <extracomment>Why the starts-per-day slider is disabled. %1 is the cold-start slider&apos;s label.</extracomment>
        <translation>Uma inicialização não custa nada (%1 é 0 min), então o número de inicializações não muda nada: ajuste %1.</translation>
    </message>
    <message>
        <source>The node is never started (%1 is 0: it stays on), so no cold start is paid: raise %1 to switch it off between shifts.</source>
        <extracomment>Why the cold-start slider is disabled. %1 is the starts-per-day slider&apos;s label.</extracomment>
        <translation>O nó nunca é iniciado (%1 é 0: ele fica ligado), então nenhuma inicialização a frio é paga: aumente %1 para desligá-lo entre os turnos.</translation>
    </message>
    <message>
        <source>Every enabled API offer charges nothing for input at this %1, so input tokens cost nothing: lower %1, or edit the input prices in Edit &gt; API offers.</source>
        <extracomment>Why the input-per-output slider is disabled. %1 is the cache-hit slider&apos;s label.</extracomment>
        <translation>Todas as ofertas de API ativadas não cobram nada pela entrada com este valor de %1, então os tokens de entrada não custam nada: reduza %1 ou edite os preços de entrada em Editar &gt; Ofertas de API.</translation>
    </message>
    <message>
        <source>The workload has no input tokens (%1 is 0), and a cache hit only discounts input: raise %1, e.g. to 5 for the articles&apos; agent workload.</source>
        <extracomment>Why the cache-hit slider is disabled. %1 is the input-per-output slider&apos;s label.</extracomment>
        <translation>A carga não tem tokens de entrada (%1 é 0), e um acerto de cache só desconta a entrada: aumente %1, p. ex. para 5 na carga de agente dos artigos.</translation>
    </message>
    <message>
        <source>No enabled API offer publishes a cached-input price of its own, so a cache hit costs the same as a miss: enable or edit an offer in Edit &gt; API offers.</source>
        <extracomment>Why the cache-hit slider is disabled.</extracomment>
        <translation>Nenhuma oferta de API ativada publica um preço próprio de entrada em cache, então um acerto de cache custa o mesmo que uma falha: ative ou edite uma oferta em Editar &gt; Ofertas de API.</translation>
    </message>
    <message>
        <source>You buy the node, so no GPU-hour is rented: choose Rent to price GPU-hours, or change Capex, Power and Tariff under Buying.</source>
        <extracomment>Why the GPU price slider is disabled.</extracomment>
        <translation>Você compra o nó, então nenhuma GPU-hora é alugada: escolha Alugar para precificar GPU-horas, ou altere Capex, Potência e Tarifa em Compra.</translation>
    </message>
    <message>
        <source>The rent is billed at %1, so the on-demand price does not count: change that price, or clear it.</source>
        <extracomment>Why the GPU price slider is disabled. %1 the label of the reserved or spot price.</extracomment>
        <translation>O aluguel é cobrado em %1, então o preço sob demanda não conta: altere esse preço ou apague-o.</translation>
    </message>
    <message>
        <source>The hardware costs nothing, and redundancy only multiplies the hardware cost: set a GPU price (or a capex when buying).</source>
        <extracomment>Why the redundancy slider is disabled.</extracomment>
        <translation>O hardware não custa nada, e a redundância só multiplica o custo do hardware: defina um preço de GPU (ou um capex ao comprar).</translation>
    </message>
    <message>
        <source>%1 is 0, so there is nothing to write off: set %1.</source>
        <extracomment>Why the depreciation slider is disabled. %1 is the capex slider&apos;s label.</extracomment>
        <translation>%1 é 0, então não há nada a amortizar: ajuste %1.</translation>
    </message>
    <message>
        <source>%1 is 0 kW, so electricity costs nothing: set %1.</source>
        <extracomment>Why the PUE or tariff slider is disabled. %1 is the power slider&apos;s label.</extracomment>
        <translation>%1 é 0 kW, então a eletricidade não custa nada: ajuste %1.</translation>
    </message>
    <message>
        <source>%1 is 0, so electricity costs nothing: set %1.</source>
        <extracomment>Why the power or PUE slider is disabled. %1 is the tariff slider&apos;s label.</extracomment>
        <translation>%1 é 0, então a eletricidade não custa nada: ajuste %1.</translation>
    </message>
    <message>
        <source>You buy the node, so no rent is billed: choose Rent to price a contract.</source>
        <translation>Você compra o nó, então nenhum aluguel é cobrado: escolha Alugar para precificar um contrato.</translation>
    </message>
    <message>
        <source>The rent is not a commitment, so this figure does not count: set %1 to committed.</source>
        <extracomment>Why a commitment&apos;s slider is disabled. %1 is the billing choice&apos;s label.</extracomment>
        <translation>O aluguel não é um compromisso, então este valor não conta: ajuste %1 para com compromisso.</translation>
    </message>
    <message>
        <source>You buy the node, so no rent is billed: choose Rent to price spot capacity.</source>
        <translation>Você compra o nó, então nenhum aluguel é cobrado: escolha Alugar para precificar capacidade spot.</translation>
    </message>
    <message>
        <source>The rent is not spot capacity, so this figure does not count: set %1 to spot.</source>
        <extracomment>Why a spot slider is disabled. %1 is the billing choice&apos;s label.</extracomment>
        <translation>O aluguel não é capacidade spot, então este valor não conta: ajuste %1 para spot.</translation>
    </message>
    <message>
        <source>No staff is counted (%1 is 0), so their cost changes nothing: set %1.</source>
        <extracomment>Why the staff cost slider is disabled. %1 is the FTE slider&apos;s label.</extracomment>
        <translation>Nenhuma equipe é contada (%1 é 0), então o custo dela não muda nada: ajuste %1.</translation>
    </message>
    <message>
        <source>The task&apos;s size comes from the node (%1), so this figure does not count: set %1 to the request as stated.</source>
        <extracomment>Why a task size slider is disabled. %1 is the task size choice&apos;s label.</extracomment>
        <translation>O tamanho da tarefa vem do nó (%1), então este valor não conta: ajuste %1 para a requisição como informada.</translation>
    </message>
    <message>
        <source>No team sizes the workload: check &quot;Size the workload from a team&quot; to size it from one.</source>
        <extracomment>Why a Team slider is disabled. The check box&apos;s words are quoted.</extracomment>
        <translation>Nenhuma equipe dimensiona a carga de trabalho: marque &quot;Dimensionar a carga de trabalho a partir de uma equipe&quot; para dimensioná-la a partir de uma.</translation>
    </message>
    <message>
        <source>The team fills it from its task (Team group): change the team&apos;s tokens per task, or uncheck &quot;Size the workload from a team&quot; to type your own.</source>
        <extracomment>Why a workload slider is disabled while a team is set. Team names the panel&apos;s group.</extracomment>
        <translation>A equipe o preenche a partir da sua tarefa (grupo Equipe): altere os tokens por tarefa da equipe, ou desmarque &quot;Dimensionar a carga de trabalho a partir de uma equipe&quot; para digitar o seu.</translation>
    </message>
    <message>
        <source>The team fills it (Team group): its rate while it works, over the share of the week it works, makes the node&apos;s volume the team&apos;s. Change the team, or uncheck &quot;Size the workload from a team&quot; to type your own.</source>
        <extracomment>Why the throughput or utilization slider is disabled while a team is set. Team names the panel&apos;s group.</extracomment>
        <translation>A equipe o preenche (grupo Equipe): o seu ritmo enquanto trabalha, sobre a parte da semana em que trabalha, faz do volume do nó o da equipe. Altere a equipe, ou desmarque &quot;Dimensionar a carga de trabalho a partir de uma equipe&quot; para digitar o seu.</translation>
    </message>
</context>
<context>
    <name>PlanText</name>
    <message>
        <source>the model does not fit a replica of %1: %2 GB short</source>
        <extracomment>%1 &quot;16x H200&quot;, %2 gigabytes.</extracomment>
        <translation>o modelo não cabe em uma réplica de %1: faltam %2 GB</translation>
    </message>
    <message>
        <source>needs %1 tok/s; %2 sustain at most %3 tok/s</source>
        <extracomment>%1 and %3 tok/s, %2 &quot;2 replicas&quot;.</extracomment>
        <translation>precisa de %1 tok/s; %2 sustentam no máximo %3 tok/s</translation>
    </message>
    <message>
        <source>needs %1 tok/s; at the per-user speed target it sustains at most %2 tok/s</source>
        <translation>precisa de %1 tok/s; na meta de velocidade por usuário sustenta no máximo %2 tok/s</translation>
    </message>
    <message>
        <source>draws %1 kW at the wall, over the %2 kW budget</source>
        <translation>consome %1 kW na tomada, acima do orçamento de %2 kW</translation>
    </message>
    <message>
        <source>the GPU catalog has no TDP for %1: the power budget cannot be checked</source>
        <translation>o catálogo de GPUs não tem TDP para %1: o orçamento de energia não pode ser verificado</translation>
    </message>
    <message>
        <source>costs %1 a month, over the %2 budget</source>
        <translation>custa %1 por mês, acima do orçamento de %2</translation>
    </message>
    <message>
        <source>produces nothing: no cost per output Mtok</source>
        <translation>não produz nada: sem custo por Mtok de saída</translation>
    </message>
    <message>
        <source>costs %1 per output Mtok, over the %2 target</source>
        <translation>custa %1 por Mtok de saída, acima da meta de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n réplica</numerusform>
            <numerusform>%n réplicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nó</numerusform>
            <numerusform>%n nós</numerusform>
        </translation>
    </message>
    <message>
        <source>hourly rent</source>
        <translation>aluguel por hora</translation>
    </message>
    <message>
        <source>committed rent</source>
        <translation>aluguel com compromisso</translation>
    </message>
    <message>
        <source>spot rent</source>
        <translation>aluguel spot</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>comprado</translation>
    </message>
    <message>
        <source>capacity not checked</source>
        <translation>capacidade não verificada</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medida</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importada</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>digitada</translation>
    </message>
    <message>
        <source>estimated</source>
        <translation>estimada</translation>
    </message>
    <message>
        <source>measured on another GPU</source>
        <translation>medida em outra GPU</translation>
    </message>
    <message>
        <source>%1 on %2, %3, %4 capacity</source>
        <extracomment>%1 &quot;16x H200&quot;, %2 &quot;2 nodes&quot;, %3 &quot;committed rent&quot;, %4 &quot;measured&quot; or &quot;estimated&quot;.</extracomment>
        <translation>%1 em %2, %3, capacidade %4</translation>
    </message>
    <message>
        <source>no measurement to estimate from</source>
        <translation>nenhuma medição para estimar</translation>
    </message>
    <message>
        <source>no measurement and no memory bandwidth</source>
        <translation>sem medição e sem largura de banda de memória</translation>
    </message>
    <message>
        <source>no measurement, and the model&apos;s active parameters unknown</source>
        <translation>sem medição, e os parâmetros ativos do modelo desconhecidos</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>sem preço</translation>
    </message>
    <message>
        <source>the model does not fit</source>
        <translation>o modelo não cabe</translation>
    </message>
    <message>
        <source>%1: no measurement of this model, and none to estimate from</source>
        <extracomment>%1 a GPU&apos;s name.</extracomment>
        <translation>%1: nenhuma medição deste modelo, e nenhuma para estimar</translation>
    </message>
    <message>
        <source>%1: no measurement, and no memory bandwidth in the GPU catalog to estimate with</source>
        <translation>%1: nenhuma medição, e nenhuma largura de banda de memória no catálogo de GPUs para estimar</translation>
    </message>
    <message>
        <source>%1: no measurement, and the model&apos;s active parameters are unknown</source>
        <translation>%1: nenhuma medição, e os parâmetros ativos do modelo são desconhecidos</translation>
    </message>
    <message>
        <source>%1: no price (neither the scenario nor the GPU catalog, in a currency the scenario knows)</source>
        <translation>%1: sem preço (nem o cenário nem o catálogo de GPUs, em uma moeda que o cenário conhece)</translation>
    </message>
    <message>
        <source>%1: the model does not fit %2</source>
        <extracomment>%1 a GPU&apos;s name, %2 &quot;8 nodes&quot;.</extracomment>
        <translation>%1: o modelo não cabe em %2</translation>
    </message>
    <message>
        <source>needs %1 tok/s; within the latency targets it sustains at most %2 tok/s</source>
        <extracomment>A plan&apos;s problem. %1 the throughput needed, %2 what it sustains within the p90 latency targets.</extracomment>
        <translation>precisa de %1 tok/s; dentro das metas de latência sustenta no máximo %2 tok/s</translation>
    </message>
    <message>
        <source>hybrid: %1 + API</source>
        <extracomment>A hybrid plan&apos;s billing: %1 how its replicas are paid (&quot;hourly rent&quot;); the API takes the rest.</extracomment>
        <translation>híbrido: %1 + API</translation>
    </message>
    <message>
        <source>%1 on %2 h a day (cold starts included); %3 % of the output on %4, %5 a month</source>
        <extracomment>A hybrid plan. %1 &quot;1 replica&quot;, %2 hours a day (&quot;8.45&quot; or &quot;24.00 + 8.45&quot;), %3 a share in percent, %4 an offer&apos;s name, %5 an amount a month.</extracomment>
        <translation>%1: %2 h por dia em funcionamento (inicializações a frio incluídas); %3 % da saída em %4, %5 por mês</translation>
    </message>
    <message>
        <source>Its GPU price is the catalog&apos;s as of %1, %2 days old: check it before acting on the plan.</source>
        <extracomment>A plan priced by the GPU catalog whose quote is old. %1 the quote&apos;s date (&quot;2025-01-01&quot;), %2 a number of days.</extracomment>
        <translation>O preço da GPU é o do catálogo de %1 e tem %2 dias: confira-o antes de adotar o plano.</translation>
    </message>
    <message>
        <source>Its capacity is estimated from another GPU&apos;s measurements (a memory-bandwidth roofline): measure it before acting on the plan.</source>
        <extracomment>A plan whose capacity is a bandwidth roofline fitted on another GPU&apos;s measurements.</extracomment>
        <translation>A sua capacidade é estimada a partir das medições de outra GPU (um roofline de largura de banda de memória): meça-a antes de adotar o plano.</translation>
    </message>
    <message>
        <source>Each copy of the model spans %1 nodes: the network between them is not modelled.</source>
        <extracomment>%1 a number of nodes (2 or more).</extracomment>
        <translation>Cada cópia do modelo ocupa %1 nós: a rede entre eles não é modelada.</translation>
    </message>
</context>
<context>
    <name>PresetReader</name>
    <message>
        <source>uniform, triangular or log-uniform</source>
        <extracomment>The names a range&apos;s &quot;distribution&quot; may have in the file: keep them as they are, translate &quot;or&quot;.</extracomment>
        <translation>uniform, triangular ou log-uniform</translation>
    </message>
    <message>
        <source>a log-uniform range must have a low above 0, not %1</source>
        <translation>uma faixa log-uniform deve ter o mínimo acima de 0, não %1</translation>
    </message>
    <message>
        <source>[%1, %2] is not a range (low must not exceed high)</source>
        <extracomment>%1 and %2 are the range&apos;s low and high bounds.</extracomment>
        <translation>[%1, %2] não é uma faixa (o mínimo não pode passar do máximo)</translation>
    </message>
    <message>
        <source>[%1, %2] is not allowed: %3 (the range of %4 must lie within %5)</source>
        <extracomment>%1 and %2 are the bounds; %3 says which is wrong and why, &quot;2 is outside 0..1&quot;; %4 is the field&apos;s path, &quot;operation.utilization&quot;; %5 the values it allows, &quot;0..1&quot;.</extracomment>
        <translation>[%1, %2] não é permitido: %3 (a faixa de %4 deve ficar dentro de %5)</translation>
    </message>
    <message>
        <source>unknown key (known: %1)</source>
        <translation>chave desconhecida (conhecidas: %1)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>não pode ficar vazio</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <extracomment>%1 is the kind of value found, &quot;a list&quot;.</extracomment>
        <translation>deveria ser um objeto; encontrado: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency code: it must be three upper-case letters A-Z, such as &quot;EUR&quot;</source>
        <translation>&quot;%1&quot; não é um código de moeda: deve ter três letras maiúsculas de A a Z, como &quot;EUR&quot;</translation>
    </message>
    <message>
        <source>%1 is below gpu_hour (%2)</source>
        <extracomment>%1 and %2 are prices per GPU-hour; gpu_hour is a JSON key.</extracomment>
        <translation>%1 está abaixo de gpu_hour (%2)</translation>
    </message>
    <message>
        <source>required field is missing (it must be &quot;%1&quot;)</source>
        <translation>campo obrigatório ausente (deve ser &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>%1 is not a GPU catalog: it must be &quot;%2&quot;</source>
        <extracomment>%1 is what the file&apos;s &quot;format&quot; says, in quotes, or the kind of value (&quot;a number&quot;); %2 the format&apos;s name.</extracomment>
        <translation>%1 não é um catálogo de GPUs: deve ser &quot;%2&quot;</translation>
    </message>
    <message>
        <source>version %1 is newer than this Breakeven reads (%2): update Breakeven</source>
        <extracomment>%1 is the catalog&apos;s format version; %2 the newest this Breakeven reads.</extracomment>
        <translation>a versão %1 é mais nova do que este Breakeven lê (%2): atualize o Breakeven</translation>
    </message>
    <message>
        <source>required field is missing (a catalog lists GPUs, configurations or both)</source>
        <translation>campo obrigatório ausente (um catálogo lista GPUs, configurações ou ambos)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>&quot;%1&quot; aparece duas vezes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GPU of the catalog</source>
        <translation>&quot;%1&quot; não é uma GPU do catálogo</translation>
    </message>
    <message>
        <source>a GPU catalog</source>
        <extracomment>The kind of file, completing sentences such as &quot;%2 may be at most %3 bytes&quot; (the other kind: &quot;a preset&quot;).</extracomment>
        <translation>um catálogo de GPUs</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 GB per GPU in the GPU catalog, but the preset says %3 GB: check which is meant</source>
        <extracomment>%1 is a GPU&apos;s name; %2 and %3 are memory sizes in GB.</extracomment>
        <translation>&quot;%1&quot; tem %2 GB por GPU no catálogo de GPUs, mas o preset diz %3 GB: confira qual é o correto</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>campo obrigatório ausente</translation>
    </message>
    <message>
        <source>expected a number (%1), got %2</source>
        <extracomment>%1 is the allowed range, &quot;0..1&quot;; %2 the kind of value found, &quot;a string&quot;.</extracomment>
        <translation>deveria ser um número (%1); encontrado: %2</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>deveria ser um texto; encontrado: %1</translation>
    </message>
    <message>
        <source>%1 characters are not allowed: it must be at most %2 characters</source>
        <translation>%1 caracteres não são permitidos: deve ter no máximo %2 caracteres</translation>
    </message>
    <message>
        <source>expected a list, got %1</source>
        <translation>deveria ser uma lista; encontrado: %1</translation>
    </message>
    <message>
        <source>%1 entries are not allowed: it must have at most %2</source>
        <translation>%1 entradas não são permitidas: deve ter no máximo %2</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>deveria ser true ou false; encontrado: %1</translation>
    </message>
    <message>
        <source>(31 days)</source>
        <translation>(31 dias)</translation>
    </message>
    <message>
        <source>(50 years)</source>
        <translation>(50 anos)</translation>
    </message>
    <message>
        <source>%1 is not allowed: the points are ordered by concurrency, so it must be above %2 (the point before)</source>
        <translation>%1 não é permitido: os pontos são ordenados por concorrência, então deve ficar acima de %2 (o ponto anterior)</translation>
    </message>
    <message>
        <source>%1 is not allowed: the points are ordered by concurrency, so it must be above %2 and below %3 (the points around it)</source>
        <translation>%1 não é permitido: os pontos são ordenados por concorrência, então deve ficar acima de %2 e abaixo de %3 (os pontos vizinhos)</translation>
    </message>
    <message>
        <source>cost mode</source>
        <translation>modo de custo</translation>
    </message>
    <message>
        <source>operation throughput mode</source>
        <translation>origem do throughput da operação</translation>
    </message>
    <message>
        <source>cost price per</source>
        <translation>base do preço</translation>
    </message>
    <message>
        <source>cost billing mode</source>
        <translation>modo de cobrança</translation>
    </message>
    <message>
        <source>task size</source>
        <translation>tamanho da tarefa</translation>
    </message>
    <message>
        <source>above %1, at most %2</source>
        <extracomment>The values a field allows, &quot;above 0, at most 1e15&quot;; completes &quot;it must be %1&quot;.</extracomment>
        <translation>maior que %1, no máximo %2</translation>
    </message>
    <message>
        <source>%1 or more, at most %2</source>
        <translation>%1 ou mais, no máximo %2</translation>
    </message>
    <message>
        <source>above %1 and at most %2</source>
        <extracomment>The values a field allows, &quot;above 0 and at most 24&quot;; completes &quot;it must be %1&quot;.</extracomment>
        <translation>maior que %1 e no máximo %2</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <translation>%1 não é um número finito</translation>
    </message>
    <message>
        <source>%1 is not a whole number (%2)</source>
        <extracomment>%2 is the allowed range, &quot;1..1000000&quot;.</extracomment>
        <translation>%1 não é um número inteiro (%2)</translation>
    </message>
    <message>
        <source>%1 is not allowed: it must be 0 or at least 0.000001</source>
        <translation>%1 não é permitido: deve ser 0 ou pelo menos 0.000001</translation>
    </message>
    <message>
        <source>%1 is not allowed: it must be at least 0.000001</source>
        <translation>%1 não é permitido: deve ser pelo menos 0.000001</translation>
    </message>
    <message>
        <source>%1 is outside %2</source>
        <extracomment>%2 is an interval, &quot;0..1&quot;.</extracomment>
        <translation>%1 está fora de %2</translation>
    </message>
    <message>
        <source>%1 is not allowed: it must be %2</source>
        <extracomment>%2 is the values allowed, &quot;above 0, at most 1e15&quot;.</extracomment>
        <translation>%1 não é permitido: deve ser %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not true or false</source>
        <translation>&quot;%1&quot; não é true nem false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a %2 (expected &quot;%3&quot; or &quot;%4&quot;)</source>
        <extracomment>%2 names the field, &quot;cost mode&quot;; %3 and %4 are the values the file may hold, kept as they are.</extracomment>
        <translation>&quot;%1&quot; não é um valor válido de %2 (deveria ser &quot;%3&quot; ou &quot;%4&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a %2 (expected &quot;%3&quot; or &quot;%4&quot; or &quot;%5&quot;)</source>
        <extracomment>%2 names the field, &quot;cost billing mode&quot;; %3, %4 and %5 are the values the file may hold.</extracomment>
        <translation>&quot;%1&quot; não é um valor válido de %2 (deveria ser &quot;%3&quot;, &quot;%4&quot; ou &quot;%5&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a %2 (expected one of: %3)</source>
        <extracomment>%2 names the field; %3 lists the values the file may hold.</extracomment>
        <translation>&quot;%1&quot; não é um valor válido de %2 (deveria ser um destes: %3)</translation>
    </message>
    <message>
        <source>unknown currency &quot;%1&quot; (known: %2; add it to fx_per_usd)</source>
        <extracomment>%1 is a currency code; %2 lists the known ones, &quot;USD, CNY&quot;; fx_per_usd is a JSON key.</extracomment>
        <translation>moeda desconhecida &quot;%1&quot; (conhecidas: %2; adicione-a a fx_per_usd)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed: the field is required (a number, %2)</source>
        <extracomment>%1 is the value given (&quot;none&quot;); %2 the values allowed.</extracomment>
        <translation>&quot;%1&quot; não é permitido: o campo é obrigatório (um número, %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a finite number (%2)</source>
        <extracomment>%1 is the value given; %2 the values allowed, &quot;0..1&quot;.</extracomment>
        <translation>&quot;%1&quot; não é um número finito (%2)</translation>
    </message>
    <message>
        <source>no such field in the preset (nearest: %1)</source>
        <extracomment>%1 lists known paths, &quot;cost.gpu_hour, cost.buy.capex&quot;; they stay as they are.</extracomment>
        <translation>campo inexistente no preset (mais próximos: %1)</translation>
    </message>
    <message>
        <source>expected an amount (a number, or {&quot;amount&quot;: x, &quot;currency&quot;: &quot;CNY&quot;}), got %1</source>
        <translation>deveria ser um valor (um número, ou {&quot;amount&quot;: x, &quot;currency&quot;: &quot;CNY&quot;}); encontrado: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Breakeven preset (expected &quot;%2&quot;)</source>
        <translation>&quot;%1&quot; não é um preset do Breakeven (deveria ser &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>expected a whole number, 1 or more</source>
        <translation>deveria ser um número inteiro, 1 ou mais</translation>
    </message>
    <message>
        <source>this preset uses format version %1, newer than this Breakeven reads (up to version %2); it needs a Breakeven newer than %3 that reads preset format %1</source>
        <extracomment>%1 and %2 are preset format versions; %3 is the version of Breakeven, &quot;1.2.0&quot;.</extracomment>
        <translation>este preset usa a versão %1 do formato, mais nova do que este Breakeven lê (até a versão %2); ele precisa de um Breakeven mais novo que %3 que leia o formato de preset %1</translation>
    </message>
    <message>
        <source>USD is the base currency; give rates of other currencies per 1 USD</source>
        <translation>USD é a moeda base; informe taxas de outras moedas por 1 USD</translation>
    </message>
    <message>
        <source>concurrency %1 is measured twice (also at %2[%3]); each point needs its own concurrency</source>
        <extracomment>%1 is a number of concurrent requests; %2[%3] the path of the other point, &quot;hardware.decode_points[0]&quot;.</extracomment>
        <translation>a concorrência %1 foi medida duas vezes (também em %2[%3]); cada ponto precisa da sua própria concorrência</translation>
    </message>
    <message>
        <source>the price is stated twice (%1): give one of cost.gpu_hour, cost.node_hour and cost.node_month</source>
        <extracomment>%1 lists the JSON keys stated, &quot;cost.gpu_hour, cost.node_hour&quot;; the keys stay as they are.</extracomment>
        <translation>o preço foi informado duas vezes (%1): informe só um entre cost.gpu_hour, cost.node_hour e cost.node_month</translation>
    </message>
    <message>
        <source>give either demand_tok_s (24 numbers) or the shortcut base_tok_s, peak_tok_s, peak_hours, peak_start, not both</source>
        <translation>informe demand_tok_s (24 números) ou o atalho base_tok_s, peak_tok_s, peak_hours, peak_start, não ambos</translation>
    </message>
    <message>
        <source>expected %1 numbers, one per hour of the day (0..23), got %2</source>
        <extracomment>%1 is 24; %2 the number of entries found.</extracomment>
        <translation>deveriam ser %1 números, um por hora do dia (0..23); encontrados: %2</translation>
    </message>
    <message>
        <source>expected demand_tok_s (24 numbers) or base_tok_s, peak_tok_s and peak_hours</source>
        <translation>deveria ter demand_tok_s (24 números) ou base_tok_s, peak_tok_s e peak_hours</translation>
    </message>
    <message>
        <source>expected a list of field names, got %1</source>
        <translation>deveria ser uma lista de nomes de campos; encontrado: %1</translation>
    </message>
    <message>
        <source>each entry must be one of %1</source>
        <translation>cada entrada deve ser uma destas: %1</translation>
    </message>
    <message>
        <source>required field is missing (use [] for no offers)</source>
        <translation>campo obrigatório ausente (use [] para nenhuma oferta)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the offer&apos;s currency &quot;%2&quot;: an offer states all its prices in its currency</source>
        <extracomment>%1 and %2 are currency codes.</extracomment>
        <translation>&quot;%1&quot; não é a moeda da oferta, &quot;%2&quot;: uma oferta informa todos os preços na sua moeda</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a numeric field of the preset (nearest: %2)</source>
        <extracomment>%1 is the key written in the file; %2 lists known keys. Keys stay as they are.</extracomment>
        <translation>&quot;%1&quot; não é um campo numérico do preset (mais próximos: %2)</translation>
    </message>
    <message>
        <source>expected [low, high], two numbers</source>
        <translation>deveria ser [low, high], dois números</translation>
    </message>
    <message>
        <source>unknown key (known: low, high, distribution)</source>
        <translation>chave desconhecida (conhecidas: low, high, distribution)</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>deveria ser um número; encontrado: %1</translation>
    </message>
    <message>
        <source>%1 is not a distribution (expected %2)</source>
        <extracomment>%1 is what the file says; %2 lists the distribution names the file may use (&quot;uniform, triangular or log-uniform&quot;).</extracomment>
        <translation>%1 não é uma distribuição (deveria ser %2)</translation>
    </message>
    <message>
        <source>expected [low, high] or {&quot;low&quot;, &quot;high&quot;, &quot;distribution&quot;}, got %1</source>
        <translation>deveria ser [low, high] ou {&quot;low&quot;, &quot;high&quot;, &quot;distribution&quot;}; encontrado: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; %2 may be at most %3 bytes (1 MiB)</source>
        <extracomment>%2 is the kind of file (&quot;a preset&quot;, &quot;a GPU catalog&quot;).</extracomment>
        <translation>o arquivo tem %1 bytes; %2 pode ter no máximo %3 bytes (1 MiB)</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON inválido na linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>JSON inválido no byte %1: %2</translation>
    </message>
    <message>
        <source>%1 must be one JSON object</source>
        <extracomment>%1 is the kind of file (&quot;a preset&quot;, &quot;a GPU catalog&quot;).</extracomment>
        <translation>%1 deve ser um único objeto JSON</translation>
    </message>
    <message>
        <source>a preset</source>
        <extracomment>The kind of file, completing sentences such as &quot;%2 may be at most %3 bytes&quot; (the other kind: &quot;a GPU catalog&quot;).</extracomment>
        <translation>um preset</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a folder, not %2 file</source>
        <translation>&quot;%1&quot; é uma pasta; %2 deve ser um arquivo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a regular file (a pipe, socket or device); %2 must be a file</source>
        <translation>&quot;%1&quot; não é um arquivo comum (um pipe, socket ou dispositivo); %2 deve ser um arquivo</translation>
    </message>
    <message>
        <source>cannot open &quot;%1&quot;: %2</source>
        <extracomment>%1 is a path; %2 the system&apos;s reason (&quot;No such file or directory&quot;).</extracomment>
        <translation>não é possível abrir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is %2 bytes; %3 may be at most %4 bytes (1 MiB)</source>
        <extracomment>%1 is a path; %3 the kind of file (&quot;a preset&quot;, &quot;a GPU catalog&quot;).</extracomment>
        <translation>&quot;%1&quot; tem %2 bytes; %3 pode ter no máximo %4 bytes (1 MiB)</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <extracomment>%1 is a path; %2 the system&apos;s reason.</extracomment>
        <translation>não é possível ler &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is empty (0 bytes): %2 is a JSON object</source>
        <extracomment>%1 is a path; %2 the kind of file (&quot;a preset&quot;, &quot;a GPU catalog&quot;).</extracomment>
        <translation>&quot;%1&quot; está vazio (0 bytes): %2 é um objeto JSON</translation>
    </message>
    <message>
        <source>the preset would be %1 bytes, more than the %2 bytes (1 MiB) a preset may have; shorten its texts or remove unknown keys</source>
        <extracomment>%1 and %2 are numbers of bytes.</extracomment>
        <translation>o preset teria %1 bytes, mais que os %2 bytes (1 MiB) que um preset pode ter; encurte os textos ou remova chaves desconhecidas</translation>
    </message>
    <message>
        <source>not stated, so the format&apos;s defaults apply (Kimi K3.1 Pro on B300, docs/preset-format.md): %1</source>
        <extracomment>%1 lists the fields left out, &quot;model.weights_bytes, hardware.count&quot;.</extracomment>
        <translation>não informados, então valem os padrões do formato (Kimi K3.1 Pro em B300, docs/preset-format.md): %1</translation>
    </message>
    <message>
        <source>missing: the prices of %1 %2 are read in the preset&apos;s currency %3; add &quot;currency&quot; to say which currency they are in</source>
        <extracomment>%1 is the provider, %2 the model, %3 the preset&apos;s currency code; &quot;currency&quot; is a JSON key.</extracomment>
        <translation>ausente: os preços de %1 %2 são lidos na moeda do preset, %3; adicione &quot;currency&quot; para dizer em que moeda estão</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <extracomment>%1 lists currency codes, &quot;USD, CNY, EUR&quot;; %2 is how many more there are.</extracomment>
        <translation>%1 e mais %2</translation>
    </message>
    <message>
        <source>no such rate: fx_per_usd.USD is 1 by definition, and a new rate needs a currency&apos;s three-letter code (fx_per_usd.BRL)</source>
        <extracomment>fx_per_usd.USD and fx_per_usd.BRL are paths of the preset: they stay as they are.</extracomment>
        <translation>taxa inexistente: fx_per_usd.USD é 1 por definição, e uma nova taxa precisa do código de três letras de uma moeda (fx_per_usd.BRL)</translation>
    </message>
    <message>
        <source>no such element: this preset&apos;s list is empty (add one in the file or in the window)</source>
        <translation>elemento inexistente: a lista deste preset está vazia (adicione um no arquivo ou na janela)</translation>
    </message>
    <message>
        <source>no such element: this preset&apos;s list runs from 0 to %1</source>
        <translation>elemento inexistente: a lista deste preset vai de 0 a %1</translation>
    </message>
    <message>
        <source>no file name given: name %1 file</source>
        <extracomment>%1 the kind of file (&quot;a preset&quot;, &quot;a GPU catalog&quot;).</extracomment>
        <translation>nenhum nome de arquivo: indique o arquivo de %1</translation>
    </message>
    <message>
        <source>at line %1, column %2: %3</source>
        <translation>na linha %1, coluna %2: %3</translation>
    </message>
    <message>
        <source>moves nothing: the billing bills %1, not %2; range %1 (and, committed, cost.billing.minimum_monthly) instead</source>
        <extracomment>%1 and %2 are preset keys (&quot;cost.reserved_gpu_hour&quot;, &quot;cost.gpu_hour&quot;).</extracomment>
        <translation>não muda nada: a cobrança usa %1, não %2; defina a faixa em %1 (e, no compromisso, em cost.billing.minimum_monthly)</translation>
    </message>
    <message>
        <source>%1 %2: the cached input price (%3) is above the uncached one (%4, %5 per million tokens), so a cache hit would cost more than a miss: check the source</source>
        <extracomment>%1 is the provider, %2 the model, %3 and %4 prices per million tokens in %5, a currency code.</extracomment>
        <translation>%1 %2: o preço de entrada em cache (%3) é maior que o sem cache (%4, %5 por milhão de tokens), então um acerto de cache custaria mais que uma falha: confira a fonte</translation>
    </message>
    <message>
        <source>%1 is not a known format (known: %2)</source>
        <extracomment>%1 is the value found, %2 the list of the values allowed.</extracomment>
        <translation>%1 não é um formato conhecido (conhecidos: %2)</translation>
    </message>
    <message>
        <source>contradicts native_formats, which %1 MXFP4</source>
        <extracomment>native_mxfp4 and native_formats are JSON keys; MXFP4 a number format.</extracomment>
        <translation>contradiz native_formats, que %1 MXFP4</translation>
    </message>
    <message>
        <source>lists</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>does not list</source>
        <translation>não lista</translation>
    </message>
    <message>
        <source>required with memory_bandwidth_tb_s, dense_fp8_tflops or dense_fp4_tflops: name the spec sheet and its address</source>
        <extracomment>spec_source is a JSON key.</extracomment>
        <translation>obrigatório com memory_bandwidth_tb_s, dense_fp8_tflops ou dense_fp4_tflops: indique a ficha técnica e o seu endereço</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a billing: expected &quot;hourly&quot;, &quot;committed&quot; or &quot;spot&quot;</source>
        <extracomment>%1 is the value found; the quoted words are JSON values, not translated.</extracomment>
        <translation>&quot;%1&quot; não é uma cobrança: esperado &quot;hourly&quot;, &quot;committed&quot; ou &quot;spot&quot;</translation>
    </message>
    <message>
        <source>only a committed quote has a term</source>
        <translation>só uma cotação com compromisso tem prazo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not true, false or none (unanswered)</source>
        <extracomment>none, true and false are what the command line takes, kept as they are.</extracomment>
        <translation>&quot;%1&quot; não é true, false nem none (sem resposta)</translation>
    </message>
    <message>
        <source>%1 is above total_parameters (%2)</source>
        <extracomment>%1 and %2 are parameter counts; total_parameters is a JSON key.</extracomment>
        <translation>%1 está acima de total_parameters (%2)</translation>
    </message>
    <message>
        <source>%1 is not a model catalog: it must be &quot;%2&quot;</source>
        <extracomment>%1 is what the file&apos;s &quot;format&quot; says, in quotes, or the kind of value (&quot;a number&quot;); %2 the format&apos;s name.</extracomment>
        <translation>%1 não é um catálogo de modelos: deve ser &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a model catalog</source>
        <extracomment>The kind of file, completing sentences such as &quot;%2 may be at most %3 bytes&quot; (the other kind: &quot;a preset&quot;).</extracomment>
        <translation>um catálogo de modelos</translation>
    </message>
    <message>
        <source>replaced by the team&apos;s %2 (demand.team fills it); the file says %1</source>
        <extracomment>%1 is the number the file states, %2 the team&apos;s. demand.team is a preset key.</extracomment>
        <translation>substituído pelo %2 da equipe (demand.team o preenche); o arquivo diz %1</translation>
    </message>
    <message>
        <source>replaced by the team&apos;s day (demand.team fills it): give the day either way, not both</source>
        <translation>substituído pelo dia da equipe (demand.team o preenche): dê o dia de uma forma ou de outra, não das duas</translation>
    </message>
    <message>
        <source>the team (demand.team) sets it: change the team&apos;s fields, or remove the team (%1=none)</source>
        <extracomment>%1 is a preset key (&quot;demand.team.people&quot;). Keys stay as they are.</extracomment>
        <translation>a equipe (demand.team) o define: altere os campos da equipe, ou remova a equipe (%1=none)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Breakeven comparison (expected &quot;%2&quot;)</source>
        <extracomment>%1 the file&apos;s format, %2 the format expected (&quot;breakeven-comparison&quot;).</extracomment>
        <translation>&quot;%1&quot; não é uma comparação do Breakeven (esperado &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>this comparison uses format version %1, newer than this Breakeven reads (up to version %2)</source>
        <extracomment>%1 and %2 are comparison file versions.</extracomment>
        <translation>esta comparação usa a versão de formato %1, mais nova do que este Breakeven lê (até a versão %2)</translation>
    </message>
    <message>
        <source>%1 presets listed: a comparison names %2 to %3</source>
        <extracomment>%1 the number of presets listed; %2 and %3 the fewest and most a comparison takes.</extracomment>
        <translation>%1 presets listados: uma comparação nomeia de %2 a %3</translation>
    </message>
    <message>
        <source>expected the path of a preset file, got an empty string</source>
        <translation>esperado o caminho de um arquivo de preset, veio um texto vazio</translation>
    </message>
    <message>
        <source>unknown field: a comparison file has format, version, name and presets</source>
        <extracomment>A key a comparison file does not have; the keys it has are named as they are.</extracomment>
        <translation>campo desconhecido: um arquivo de comparação tem format, version, name e presets</translation>
    </message>
    <message>
        <source>a comparison</source>
        <translation>uma comparação</translation>
    </message>
    <message>
        <source>the team (demand.team) fills this field, so its range contradicts the team: range the team&apos;s fields instead</source>
        <extracomment>demand.team is a preset key. Keys stay as they are.</extracomment>
        <translation>a equipe (demand.team) preenche este campo, então a sua faixa contradiz a equipe: defina faixas para os campos da equipe</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>não é possível criar a pasta %1</translation>
    </message>
    <message>
        <source>cannot lock %1</source>
        <translation>não é possível bloquear %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>the recovery file is empty</source>
        <translation>o arquivo de recuperação está vazio</translation>
    </message>
    <message>
        <source>the recovery file is too large</source>
        <translation>o arquivo de recuperação é grande demais</translation>
    </message>
    <message>
        <source>the recovery file is damaged</source>
        <translation>o arquivo de recuperação está danificado</translation>
    </message>
    <message>
        <source>not a Breakeven recovery file</source>
        <translation>não é um arquivo de recuperação do Breakeven</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 não é uma pasta</translation>
    </message>
    <message>
        <source>the folder %1 belongs to another user; unsaved work is kept only in a folder of your own</source>
        <translation>a pasta %1 pertence a outro usuário; o trabalho não salvo só é guardado numa pasta sua</translation>
    </message>
    <message>
        <source>the folder %1 can be written by other users; unsaved work is kept only in a folder they cannot write (chmod 700 it, or remove it)</source>
        <translation>a pasta %1 pode ser gravada por outros usuários; o trabalho não salvo só é guardado numa pasta em que eles não podem gravar (aplique chmod 700 a ela, ou remova-a)</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>break-even</source>
        <translation>ponto de equilíbrio</translation>
    </message>
    <message>
        <source>No API offer is enabled.</source>
        <translation>Nenhuma oferta de API está ativada.</translation>
    </message>
    <message>
        <source>%1: %2 edited by the user on %3; the source (%4) gave other figures.</source>
        <translation>%1: %2 editado pelo usuário em %3; a fonte (%4) dava outros valores.</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>nenhuma informada</translation>
    </message>
    <message>
        <source>Figures changed by the user</source>
        <translation>Valores alterados pelo usuário</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Oferta</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrada em cache</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Saída</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Data do preço</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>%1 (off)</source>
        <translation>%1 (desativada)</translation>
    </message>
    <message>
        <source>none (uncached price)</source>
        <translation>nenhum (preço sem cache)</translation>
    </message>
    <message>
        <source>%1 (%2 edited by the user on %3)</source>
        <translation>%1 (%2 editado pelo usuário em %3)</translation>
    </message>
    <message>
        <source>Blended API price per output token: P = r·(h·p_hit + (1−h)·p_miss) + p_out</source>
        <translation>Preço combinado da API por token de saída: P = r·(h·p_hit + (1−h)·p_miss) + p_out</translation>
    </message>
    <message>
        <source>Provisioned hours Hp = d·D; productive hours Hu = max(0, Hp − s·c/60·D)·u, with D = hours per month / 24</source>
        <translation>Horas provisionadas Hp = d·D; horas produtivas Hu = max(0, Hp − s·c/60·D)·u, com D = horas por mês / 24</translation>
    </message>
    <message>
        <source>Monthly self-hosted cost M = redundancy × hardware + overheads; rent: n·price per GPU-hour·Hp; buy: capex/(years·8760 h) every hour of the month + kW·PUE·tariff·Hp</source>
        <translation>Custo mensal auto-hospedado M = redundância × hardware + custos fixos; aluguel: n·preço por GPU-hora·Hp; compra: capex/(anos·8760 h) em cada hora do mês + kW·PUE·tarifa·Hp</translation>
    </message>
    <message>
        <source>Output per month Q = T·3600·Hu; self-hosted cost per output Mtok C = M/Q·10⁶ (never when Q = 0)</source>
        <translation>Saída por mês Q = T·3600·Hu; custo auto-hospedado por Mtok de saída C = M/Q·10⁶ (nunca quando Q = 0)</translation>
    </message>
    <message>
        <source>Break-even volume Q* = M/P (input r·Q*); break-even throughput T* = Q*/(3600·Hu), unreachable above the hardware&apos;s maximum throughput</source>
        <translation>Volume de equilíbrio Q* = M/P (entrada r·Q*); throughput de equilíbrio T* = Q*/(3600·Hu), inalcançável acima do throughput máximo do hardware</translation>
    </message>
    <message>
        <source>Monthly saving = Q·P − M (positive: self-hosting is cheaper); cost per accepted task = cost per attempt / acceptance rate</source>
        <translation>Economia mensal = Q·P − M (positiva: a auto-hospedagem é mais barata); custo por tarefa aceita = custo por tentativa / taxa de aceitação</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>An amount in an assumptions list followed by its conversion: %1 as stated, %2 converted.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>sources: %1</source>
        <extracomment>Under an assumption&apos;s value: the range the preset&apos;s sources give for it.</extracomment>
        <translation>fontes: %1</translation>
    </message>
    <message>
        <source>%1 (format default)</source>
        <translation>%1 (padrão do formato)</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <extracomment>A group heading repeated at the top of the assumptions&apos; second column.</extracomment>
        <translation>%1 (continuação)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the report is a PDF; name the file .pdf</source>
        <translation>&quot;%1&quot;: o relatório é um PDF; dê ao arquivo a extensão .pdf</translation>
    </message>
    <message>
        <source>the preset has no exchange rate for %1 (known: %2)</source>
        <translation>o preset não tem taxa de câmbio para %1 (conhecidas: %2)</translation>
    </message>
    <message>
        <source>Breakeven report: %1</source>
        <translation>Relatório do Breakeven: %1</translation>
    </message>
    <message>
        <source>cannot draw the report into &quot;%1&quot;</source>
        <translation>não foi possível desenhar o relatório em &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Breakeven decision report · %1 · money in %2</source>
        <translation>Relatório de decisão do Breakeven · %1 · valores em %2</translation>
    </message>
    <message>
        <source>Breakeven decision report · %1 · money in %2 · preset by %3</source>
        <extracomment>%3 is the preset&apos;s author.</extracomment>
        <translation>Relatório de decisão do Breakeven · %1 · valores em %2 · preset de %3</translation>
    </message>
    <message>
        <source>Recommendation: %1.</source>
        <translation>Recomendação: %1.</translation>
    </message>
    <message>
        <source>Break-even against each API offer</source>
        <translation>Ponto de equilíbrio contra cada oferta de API</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Premissas</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>O modelo</translation>
    </message>
    <message>
        <source>Where the figures come from</source>
        <translation>De onde vêm os valores</translation>
    </message>
    <message>
        <source>API offers</source>
        <translation>Ofertas de API</translation>
    </message>
    <message>
        <source>cannot finish the report &quot;%1&quot;</source>
        <translation>não foi possível concluir o relatório &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>não é possível gravar &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>The hybrid plan</source>
        <translation>O plano híbrido</translation>
    </message>
    <message>
        <source>What would work</source>
        <translation>O que funcionaria</translation>
    </message>
    <message>
        <source>The purchase over the horizon</source>
        <translation>A compra ao longo do horizonte</translation>
    </message>
    <message>
        <source>The commitment over the horizon</source>
        <translation>O compromisso ao longo do horizonte</translation>
    </message>
    <message>
        <source>What would serve the same %1 of output across the GPU catalog, cheapest that work first (%2 of %3 plans). An &quot;estimated&quot; capacity comes from the bandwidth roofline, not from a measurement.</source>
        <extracomment>%1 a throughput (&quot;92 tok/s&quot;), %2 and %3 counts.</extracomment>
        <translation>O que atenderia aos mesmos %1 de saída em todo o catálogo de GPUs, os mais baratos que funcionam primeiro (%2 de %3 planos). Uma capacidade &quot;estimada&quot; vem do roofline de largura de banda, não de uma medição.</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Planos</translation>
    </message>
    <message>
        <source>(* price more than %1 days old on %2)</source>
        <translation>(* preço com mais de %1 dias em %2)</translation>
    </message>
    <message>
        <source>Changed since the preset was read (the text above describes the file&apos;s figures):</source>
        <translation>Alterado desde que o preset foi lido (o texto acima descreve os números do arquivo):</translation>
    </message>
</context>
<context>
    <name>ResultTables</name>
    <message>
        <source>Configuration</source>
        <translation>Configuração</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Instalada</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Cabe</translation>
    </message>
    <message>
        <source>Short by / headroom (usable)</source>
        <translation>Falta / folga (utilizável)</translation>
    </message>
    <message>
        <source>Short of the weights (raw)</source>
        <translation>Falta para os pesos (bruto)</translation>
    </message>
    <message>
        <source>GPUs for the weights alone</source>
        <translation>GPUs só para os pesos</translation>
    </message>
    <message>
        <source>c_max</source>
        <translation>c_max</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nós</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>GPUs whose installed memory holds the weights alone, as the articles count (&quot;75 RTX 4090 to hold the weights&quot;), then the GPUs whose usable memory holds the weights, the KV cache, the per-sequence state and the runtime reserve at this concurrency.</source>
        <translation>GPUs cuja memória instalada comporta só os pesos, como os artigos contam (&quot;75 RTX 4090 para acomodar os pesos&quot;), e depois as GPUs cuja memória utilizável comporta os pesos, o cache KV, o estado por sequência e a reserva do runtime nesta concorrência.</translation>
    </message>
    <message>
        <source>The most sequences of this context that fit: (usable memory - weights - runtime reserve) / memory per sequence.</source>
        <translation>O máximo de sequências deste contexto que cabem: (memória utilizável - pesos - reserva do runtime) / memória por sequência.</translation>
    </message>
    <message>
        <source>Usable memory (installed times the usable share) against everything needed: weights, KV cache, per-sequence state and runtime reserve.</source>
        <translation>Memória utilizável (a instalada vezes a fração utilizável) contra tudo o que é necessário: pesos, cache KV, estado por sequência e reserva do runtime.</translation>
    </message>
    <message>
        <source>Installed memory against the weights alone, as the articles count it (&quot;8xH200 about 433 GB short&quot;).</source>
        <translation>Memória instalada contra só os pesos, como os artigos contam (&quot;8xH200 faltam cerca de 433 GB&quot;).</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A configuration of the fit table: a GPU count and a GPU&apos;s name from the catalog.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>%1 headroom</source>
        <translation>%1 de folga</translation>
    </message>
    <message>
        <source>%1 short</source>
        <translation>faltam %1</translation>
    </message>
    <message>
        <source>%1 short (weights %2× the memory)</source>
        <translation>faltam %1 (pesos %2× a memória)</translation>
    </message>
    <message>
        <source>%1 (%2 with KV and reserve)</source>
        <extracomment>%1 GPUs for the weights alone, %2 GPUs with the KV cache, state and reserve.</extracomment>
        <translation>%1 (%2 com KV e reserva)</translation>
    </message>
    <message>
        <source>%1 nodes: network not modelled</source>
        <translation>%1 nós: rede não modelada</translation>
    </message>
    <message>
        <source>%1 replicas of %2 GPUs</source>
        <extracomment>%1 replicas, %2 GPUs each.</extracomment>
        <translation>%1 réplicas de %2 GPUs</translation>
    </message>
    <message>
        <source>runtime dequantization (no native MXFP4)</source>
        <translation>desquantização em runtime (sem MXFP4 nativo)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No demand profile yet: tick the box above to plan a day of base and peak hours.</source>
        <translation>Ainda sem perfil de demanda: marque a caixa acima para planejar um dia de horas de base e de pico.</translation>
    </message>
    <message>
        <source>No API offer is compared: enable one to send the overflow to.</source>
        <translation>Nenhuma oferta de API é comparada: ative uma para enviar o excedente.</translation>
    </message>
    <message>
        <source>The model does not fit this node: the whole day goes to the API, %1 a month.</source>
        <translation>O modelo não cabe neste nó: o dia inteiro vai para a API, %1 por mês.</translation>
    </message>
    <message>
        <source>The node produces nothing: the whole day goes to the API, %1 a month.</source>
        <translation>O nó não produz nada: o dia inteiro vai para a API, %1 por mês.</translation>
    </message>
    <message numerus="yes">
        <source>All on the API: %1. All self-hosted (%n node(s) always on): %2.</source>
        <translation>
            <numerusform>Tudo na API: %1. Tudo auto-hospedado (%n nó sempre ligado): %2.</numerusform>
            <numerusform>Tudo na API: %1. Tudo auto-hospedado (%n nós sempre ligados): %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Best plan: no node; no hour is busy enough for one to pay off against %1. %2</source>
        <translation>Melhor plano: nenhum nó; nenhuma hora é movimentada o bastante para que um se pague contra %1. %2</translation>
    </message>
    <message numerus="yes">
        <source>Best plan: %n node(s) on %1 h a day (cold starts included), the rest on %2: %3 a month. %4</source>
        <translation>
            <numerusform>Melhor plano: %n nó ligado %1 h por dia (inicializações a frio incluídas), o resto em %2: %3 por mês. %4</numerusform>
            <numerusform>Melhor plano: %n nós ligados %1 h por dia (inicializações a frio incluídas), o resto em %2: %3 por mês. %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Hour</source>
        <extracomment>The first column of the hybrid plan&apos;s hour table: what each row holds.</extracomment>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Demand (tok/s)</source>
        <translation>Demanda (tok/s)</translation>
    </message>
    <message>
        <source>Nodes on</source>
        <translation>Nós ligados</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <extracomment>A memory size in decimal gigabytes.</extracomment>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Memory check: fits. %1 needed, %2 usable of %3 installed; %4 headroom.</source>
        <translation>Verificação de memória: cabe. %1 necessários, %2 utilizáveis de %3 instalados; %4 de folga.</translation>
    </message>
    <message>
        <source>Memory check: does not fit. %1 needed, %2 usable of %3 installed: %4 short (the weights alone are %5).</source>
        <translation>Verificação de memória: não cabe. %1 necessários, %2 utilizáveis de %3 instalados: faltam %4 (só os pesos têm %5).</translation>
    </message>
    <message numerus="yes">
        <source>Runtime reserve %1; at most %2 sequences of this context fit; %n node(s).</source>
        <translation>
            <numerusform>Reserva do runtime %1; cabem no máximo %2 sequências deste contexto; %n nó.</numerusform>
            <numerusform>Reserva do runtime %1; cabem no máximo %2 sequências deste contexto; %n nós.</numerusform>
        </translation>
    </message>
    <message>
        <source>The network between the nodes of a replica is not modelled.</source>
        <translation>A rede entre os nós de uma réplica não é modelada.</translation>
    </message>
    <message>
        <source>The weights alone exceed the installed memory by %1.</source>
        <translation>Só os pesos excedem a memória instalada em %1.</translation>
    </message>
    <message>
        <source>MXFP4 weights on a GPU without native MXFP4: runtime dequantization.</source>
        <translation>Pesos MXFP4 numa GPU sem MXFP4 nativo: desquantização em runtime.</translation>
    </message>
    <message>
        <source>Capacity check: not checked. The preset gives no maximum throughput for the hardware; %1 is taken as given.</source>
        <translation>Verificação de capacidade: não verificada. O preset não informa um throughput máximo para o hardware; %1 é aceito como dado.</translation>
    </message>
    <message>
        <source>Capacity check: within capacity. %1 while in use; the hardware sustains at most %2.</source>
        <translation>Verificação de capacidade: dentro da capacidade. %1 em uso; o hardware sustenta no máximo %2.</translation>
    </message>
    <message>
        <source>Capacity check: beyond capacity. %1 while in use; the hardware sustains at most %2.</source>
        <translation>Verificação de capacidade: além da capacidade. %1 em uso; o hardware sustenta no máximo %2.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>Self-hosted: %1 per month, %2 output tokens per month, %3 per output Mtok.</source>
        <translation>Auto-hospedado: %1 por mês, %2 tokens de saída por mês, %3 por Mtok de saída.</translation>
    </message>
    <message>
        <source>Quality-adjusted: %1 accepted tasks per month, %2 per accepted task.</source>
        <translation>Ajustado pela qualidade: %1 tarefas aceitas por mês, %2 por tarefa aceita.</translation>
    </message>
    <message>
        <source>Over %1 years with API prices falling %2 % a year</source>
        <translation>Em %1 anos, com os preços da API caindo %2 % ao ano</translation>
    </message>
    <message>
        <source>Over %1 years</source>
        <translation>Em %1 anos</translation>
    </message>
    <message>
        <source>%1, self-hosting costs %2 against %3 on %4 and pays back in month %5.</source>
        <extracomment>%1 &quot;Over 3 years&quot; (with a price decline), %2 and %3 totals, %4 an offer&apos;s name, %5 a month&apos;s number.</extracomment>
        <translation>%1, a auto-hospedagem custa %2 contra %3 em %4 e se paga no mês %5.</translation>
    </message>
    <message>
        <source>%1, self-hosting costs %2 against %3 on %4 and never pays back.</source>
        <translation>%1, a auto-hospedagem custa %2 contra %3 em %4 e nunca se paga.</translation>
    </message>
    <message>
        <source>The month: hardware %1, overheads %2, staff %3.</source>
        <translation>O mês: hardware %1, custos fixos %2, equipe %3.</translation>
    </message>
    <message>
        <source>The month: hardware %1, overheads %2; no staff cost included.</source>
        <translation>O mês: hardware %1, custos fixos %2; sem custo de equipe.</translation>
    </message>
    <message>
        <source>Committed for %1 months: %2 a month whatever the hours on (the hours alone: %3).</source>
        <translation>Compromisso de %1 meses: %2 por mês quaisquer que sejam as horas ligado (só as horas: %3).</translation>
    </message>
    <message>
        <source>Per accepted task: %1 self-hosted, %2 on %3.</source>
        <translation>Por tarefa aceita: %1 auto-hospedado, %2 em %3.</translation>
    </message>
    <message>
        <source>Self-hosted per task: set the minutes per task to see the node&apos;s cost per accepted task.</source>
        <translation>Auto-hospedado por tarefa: defina os minutos por tarefa para ver o custo do nó por tarefa aceita.</translation>
    </message>
    <message>
        <source>Self-hosted: %1 per accepted task, %2 accepted tasks a month (%3 sessions, %4 min per task).</source>
        <extracomment>%1 a cost per task, %2 tasks a month, %3 sessions, %4 minutes per task.</extracomment>
        <translation>Auto-hospedado: %1 por tarefa aceita, %2 tarefas aceitas por mês (%3 sessões, %4 min por tarefa).</translation>
    </message>
    <message>
        <source>No staff cost included.</source>
        <translation>Sem custo de equipe.</translation>
    </message>
    <message numerus="yes">
        <source>%1 replicas of %2 GPUs on %n node(s) each; memory and concurrency are per replica.</source>
        <extracomment>%1 replicas (copies of the model serving on their own, always 2 or more), %2 GPUs each; %n nodes each.</extracomment>
        <translation>
            <numerusform>%1 réplicas de %2 GPUs em %n nó cada; memória e concorrência são por réplica.</numerusform>
            <numerusform>%1 réplicas de %2 GPUs em %n nós cada; memória e concorrência são por réplica.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One replica of %1 GPUs on %n node(s); memory and concurrency are per replica.</source>
        <extracomment>One replica (a copy of the model) spread over %n nodes (always 2 or more); %1 GPUs in all.</extracomment>
        <translation>
            <numerusform>Uma réplica de %1 GPUs em %n nó; memória e concorrência são por réplica.</numerusform>
            <numerusform>Uma réplica de %1 GPUs em %n nós; memória e concorrência são por réplica.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Réplicas</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Cobrança</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation>Total mensal</translation>
    </message>
    <message>
        <source>Per output Mtok</source>
        <translation>Por Mtok de saída</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>Por usuário</translation>
    </message>
    <message>
        <source>P(cheaper than the API)</source>
        <translation>P(mais barato que a API)</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Por que não</translation>
    </message>
    <message>
        <source>What the plan&apos;s capacity rests on: measured on this GPU, or estimated by the bandwidth roofline from measurements on another (MODEL.md section 11).</source>
        <translation>Em que se baseia a capacidade do plano: medida nesta GPU, ou estimada pelo roofline de largura de banda a partir de medições em outra (MODEL.md, seção 11).</translation>
    </message>
    <message>
        <source>Hardware, overheads and staff a month, in %1.</source>
        <extracomment>%1 a currency code.</extracomment>
        <translation>Hardware, custos indiretos e equipe por mês, em %1.</translation>
    </message>
    <message>
        <source>Each session&apos;s output tokens per second at the plan&apos;s operating concurrency.</source>
        <translation>Tokens de saída por segundo de cada sessão na concorrência de operação do plano.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>-</source>
        <translation>-</translation>
    </message>
    <message>
        <source>Latency targets: %1.</source>
        <extracomment>%1 what the latency targets gave (&quot;p90 TPOT at most 40 ms: met up to concurrency 3&quot;).</extracomment>
        <translation>Metas de latência: %1.</translation>
    </message>
    <message>
        <source>How the plan&apos;s GPUs are paid for. &quot;Hybrid&quot;: the demand profile&apos;s day, with replicas on in the hours they pay off and the rest on the cheapest API offer; its monthly total includes the API&apos;s share.</source>
        <translation>Como as GPUs do plano são pagas. &quot;Híbrido&quot;: o dia do perfil de demanda, com réplicas ligadas nas horas em que compensam e o resto na oferta de API mais barata; o total mensal inclui a parte da API.</translation>
    </message>
    <message>
        <source>The share of the ranges&apos; samples in which the plan serves the workload and costs less than the cheapest API offer; for a hybrid plan, in which its day as planned costs less than the whole day on the API.</source>
        <translation>A fração das amostras das faixas em que o plano atende a carga e custa menos que a oferta de API mais barata; para um plano híbrido, aquelas em que o seu dia, como planejado, custa menos que o dia inteiro na API.</translation>
    </message>
</context>
<context>
    <name>Roofline</name>
    <message>
        <source>capacity estimated from %1 measurements by memory bandwidth</source>
        <extracomment>%1 is the GPU the decode points were measured on (&quot;capacity estimated from B300 measurements by memory bandwidth&quot;): the scenario&apos;s GPU has no measurement of its own.</extracomment>
        <translation>capacidade estimada a partir de medições em %1 pela largura de banda da memória</translation>
    </message>
    <message>
        <source>no decode points measured on %1 to estimate from</source>
        <extracomment>%1 is a GPU&apos;s name.</extracomment>
        <translation>nenhum ponto de decodificação medido em %1 para estimar</translation>
    </message>
    <message>
        <source>%1 is not in the GPU catalog: no estimate</source>
        <extracomment>%1 is a GPU&apos;s name.</extracomment>
        <translation>%1 não está no catálogo de GPUs: sem estimativa</translation>
    </message>
    <message>
        <source>the GPU catalog has no memory bandwidth for %1: no estimate</source>
        <extracomment>%1 is a GPU&apos;s name.</extracomment>
        <translation>o catálogo de GPUs não tem largura de banda da memória para %1: sem estimativa</translation>
    </message>
    <message>
        <source>the model&apos;s active parameters are unknown: no estimate</source>
        <translation>os parâmetros ativos do modelo são desconhecidos: sem estimativa</translation>
    </message>
    <message>
        <source>not one sequence fits a replica of %1: no estimate</source>
        <extracomment>%1 is a GPU&apos;s name.</extracomment>
        <translation>nem uma sequência cabe numa réplica de %1: sem estimativa</translation>
    </message>
</context>
<context>
    <name>SensitivityCharts</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Self-hosting</source>
        <translation>Auto-hospedagem</translation>
    </message>
    <message>
        <source>Nothing feasible</source>
        <translation>Nada viável</translation>
    </message>
    <message>
        <source>Monthly saving of self-hosting against %1 (%2 per month)</source>
        <translation>Economia mensal da auto-hospedagem contra %1 (%2 por mês)</translation>
    </message>
    <message>
        <source>above 0: self-hosting is cheaper; below 0: the API is</source>
        <translation>acima de 0: a auto-hospedagem é mais barata; abaixo de 0: a API é</translation>
    </message>
    <message>
        <source>Self-hosted cost per output Mtok (%1)</source>
        <translation>Custo auto-hospedado por Mtok de saída (%1)</translation>
    </message>
    <message>
        <source>Break-even throughput against %1 (tok/s)</source>
        <translation>Throughput de equilíbrio contra %1 (tok/s)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>not feasible below %1</source>
        <translation>inviável abaixo de %1</translation>
    </message>
    <message>
        <source>not feasible beyond %1</source>
        <translation>inviável acima de %1</translation>
    </message>
</context>
<context>
    <name>StrictJson</name>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8</source>
        <translation>o arquivo é texto UTF-16; salve-o como UTF-8</translation>
    </message>
    <message>
        <source>the file is UTF-16 or UTF-32 text; save it as UTF-8</source>
        <translation>o arquivo é texto UTF-16 ou UTF-32; salve-o como UTF-8</translation>
    </message>
    <message>
        <source>the file is empty or only white space (a preset is a JSON object)</source>
        <translation>o arquivo está vazio ou só tem espaços em branco (um preset é um objeto JSON)</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON value</source>
        <translation>texto inesperado depois do fim do valor JSON</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>aninhado em mais de %1 níveis</translation>
    </message>
    <message>
        <source>the text ends where a value was expected</source>
        <translation>o texto termina onde se esperava um valor</translation>
    </message>
    <message>
        <source>expected a value (an object, list, string, number, true, false or null)</source>
        <translation>deveria haver um valor (um objeto, lista, texto, número, true, false ou null)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a JSON value (true, false and null are)</source>
        <translation>&quot;%1&quot; não é um valor JSON (true, false e null são)</translation>
    </message>
    <message>
        <source>%1 is not a JSON number: no leading zeros</source>
        <translation>%1 não é um número JSON: sem zeros à esquerda</translation>
    </message>
    <message>
        <source>%1 is not a JSON number: a digit must come before the point</source>
        <translation>%1 não é um número JSON: deve haver um dígito antes do ponto</translation>
    </message>
    <message>
        <source>%1 is not a JSON number: a digit must follow the point</source>
        <translation>%1 não é um número JSON: deve haver um dígito depois do ponto</translation>
    </message>
    <message>
        <source>%1 is not a JSON number: the exponent needs digits</source>
        <translation>%1 não é um número JSON: o expoente precisa de dígitos</translation>
    </message>
    <message>
        <source>%1 is not a JSON number: unexpected character</source>
        <translation>%1 não é um número JSON: caractere inesperado</translation>
    </message>
    <message>
        <source>a string is not closed (missing &quot;)</source>
        <translation>um texto não foi fechado (falta &quot;)</translation>
    </message>
    <message>
        <source>a raw control character (U+%1) inside a string; write it as \u%1 or remove it</source>
        <translation>um caractere de controle literal (U+%1) dentro de um texto; escreva-o como \u%1 ou remova-o</translation>
    </message>
    <message>
        <source>\%1 is not a JSON escape</source>
        <translation>\%1 não é um escape JSON</translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation>\u deve ser seguido de quatro dígitos hexadecimais</translation>
    </message>
    <message>
        <source>\u%1 is half of a character (a low surrogate without its high half)</source>
        <translation>\u%1 é metade de um caractere (um surrogate baixo sem a sua metade alta)</translation>
    </message>
    <message>
        <source>\u%1 is half of a character (a high surrogate without its low half)</source>
        <translation>\u%1 é metade de um caractere (um surrogate alto sem a sua metade baixa)</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (byte 0x%1); save the file as UTF-8</source>
        <translation>o texto não é UTF-8 válido (byte 0x%1); salve o arquivo como UTF-8</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (a character is cut off); save the file as UTF-8</source>
        <translation>o texto não é UTF-8 válido (um caractere está cortado); salve o arquivo como UTF-8</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (an invalid character); save the file as UTF-8</source>
        <translation>o texto não é UTF-8 válido (um caractere inválido); salve o arquivo como UTF-8</translation>
    </message>
    <message>
        <source>a raw U+FEFF (byte order mark) inside a string; write it as \uFEFF or remove it</source>
        <translation>um U+FEFF literal (marca de ordem de bytes) dentro de um texto; escreva-o como \uFEFF ou remova-o</translation>
    </message>
    <message>
        <source>a comma before } (trailing commas are not JSON)</source>
        <translation>uma vírgula antes de } (vírgulas finais não são JSON)</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>deveria haver uma chave entre aspas duplas</translation>
    </message>
    <message>
        <source>duplicate key &quot;%1&quot; (each key may appear once in an object)</source>
        <translation>chave &quot;%1&quot; repetida (cada chave pode aparecer uma vez em um objeto)</translation>
    </message>
    <message>
        <source>expected : after the key &quot;%1&quot;</source>
        <translation>deveria haver : depois da chave &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the text ends inside an object (missing })</source>
        <translation>o texto termina dentro de um objeto (falta })</translation>
    </message>
    <message>
        <source>expected , or }</source>
        <translation>deveria haver , ou }</translation>
    </message>
    <message>
        <source>a comma before ] (trailing commas are not JSON)</source>
        <translation>uma vírgula antes de ] (vírgulas finais não são JSON)</translation>
    </message>
    <message>
        <source>the text ends inside a list (missing ])</source>
        <translation>o texto termina dentro de uma lista (falta ])</translation>
    </message>
    <message>
        <source>expected , or ]</source>
        <translation>deveria haver , ou ]</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>A JSON value true or false; completes &quot;expected ..., got %1&quot;.</extracomment>
        <translation>um booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>Completes &quot;expected ..., got %1&quot;.</extracomment>
        <translation>um número</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>A JSON string (text in double quotes); completes &quot;expected ..., got %1&quot;.</extracomment>
        <translation>um texto</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>A JSON array; completes &quot;expected ..., got %1&quot;.</extracomment>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>A JSON object {...}; completes &quot;expected ..., got %1&quot;.</extracomment>
        <translation>um objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>The key is absent; completes &quot;expected ..., got %1&quot;.</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>%1 cannot be kept exactly: whole numbers above 2^53 (9007199254740992) lose digits when read; write it as a string (&quot;%1&quot;) or with fewer digits</source>
        <translation>%1 não pode ser mantido exatamente: números inteiros acima de 2^53 (9007199254740992) perdem dígitos ao serem lidos; escreva-o como texto (&quot;%1&quot;) ou com menos dígitos</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>%1 times the price of %2</source>
        <translation>%1 vezes o preço de %2</translation>
    </message>
    <message>
        <source>1/%1 of the price of %2</source>
        <translation>1/%1 do preço de %2</translation>
    </message>
    <message>
        <source>less than the price of %1</source>
        <translation>menos que o preço de %1</translation>
    </message>
    <message>
        <source>%1. Self-hosting is not feasible here, so no saving is claimed for it.</source>
        <translation>%1. A auto-hospedagem é inviável aqui, então nenhuma economia é atribuída a ela.</translation>
    </message>
    <message>
        <source>; and </source>
        <translation>; e </translation>
    </message>
    <message>
        <source>At %1 while in use, %2 % of the time,</source>
        <translation>A %1 em uso, %2 % do tempo,</translation>
    </message>
    <message>
        <source>%1 self-hosting produces no output: it costs %2 a month and never breaks even.</source>
        <translation>%1 a auto-hospedagem não produz saída: custa %2 por mês e nunca atinge o ponto de equilíbrio.</translation>
    </message>
    <message>
        <source>%1 self-hosting costs %2 per output Mtok</source>
        <translation>%1 a auto-hospedagem custa %2 por Mtok de saída</translation>
    </message>
    <message>
        <source>%1; no API offer is enabled to compare with.</source>
        <translation>%1; nenhuma oferta de API está ativada para comparar.</translation>
    </message>
    <message>
        <source>%1; %2 is free, so self-hosting can never be cheaper.</source>
        <translation>%1; %2 é gratuita, então a auto-hospedagem nunca pode ser mais barata.</translation>
    </message>
    <message>
        <source>%1, %2; %3 a month, and it never breaks even at this price.</source>
        <translation>%1, %2; %3 por mês, e nunca atinge o ponto de equilíbrio a este preço.</translation>
    </message>
    <message>
        <source>%1, %2 (%3); %4 a month. It breaks even above %5 while in use, %6 % of the time, or from %7 % utilization at %8.</source>
        <translation>%1, %2 (%3); %4 por mês. Atinge o ponto de equilíbrio acima de %5 em uso, %6 % do tempo, ou a partir de %7 % de utilização a %8.</translation>
    </message>
    <message>
        <source>This preset states no maximum throughput for the hardware, so whether it sustains %1 is not checked.</source>
        <translation>Este preset não informa um throughput máximo para o hardware, então não se verifica se ele sustenta %1.</translation>
    </message>
    <message>
        <source>%1, %2; %3 a month. At %4 % of the time it would need %5 while in use, beyond this hardware&apos;s %6; at %7 it breaks even from %8 % utilization.</source>
        <translation>%1, %2; %3 por mês. Com %4 % do tempo precisaria de %5 em uso, além dos %6 deste hardware; a %7 atinge o ponto de equilíbrio a partir de %8 % de utilização.</translation>
    </message>
    <message>
        <source>%1, %2; %3 a month. It never breaks even on this hardware: it would need %4 while in use (the hardware sustains at most %5), or %6 % of the time at %7 (at most 100 %).</source>
        <translation>%1, %2; %3 por mês. Nunca atinge o ponto de equilíbrio neste hardware: precisaria de %4 em uso (o hardware sustenta no máximo %5), ou %6 % do tempo a %7 (no máximo 100 %).</translation>
    </message>
    <message>
        <source>%1, %2; %3 a month. It breaks even above %4 while in use, %5 % of the time; at %6, utilization alone cannot get there (it would need %7 % of the time).</source>
        <translation>%1, %2; %3 por mês. Atinge o ponto de equilíbrio acima de %4 em uso, %5 % do tempo; a %6, só a utilização não chega lá (precisaria de %7 % do tempo).</translation>
    </message>
    <message>
        <source>%1, %2; %3 a month. It breaks even above %4 while in use, %5 % of the time, or from %6 % utilization at %7.</source>
        <translation>%1, %2; %3 por mês. Atinge o ponto de equilíbrio acima de %4 em uso, %5 % do tempo, ou a partir de %6 % de utilização a %7.</translation>
    </message>
    <message>
        <source>No staff cost included.</source>
        <translation>Sem custo de equipe.</translation>
    </message>
    <message>
        <source>Over the preset&apos;s ranges, self-hosting is feasible and cheaper than %1 in %2 % of the plausible cases; the answer hinges most on %3.</source>
        <translation>Nas faixas do preset, a auto-hospedagem é viável e mais barata que %1 em %2 % dos casos plausíveis; a resposta depende mais de %3.</translation>
    </message>
    <message>
        <source>Over the preset&apos;s ranges, self-hosting is feasible and cheaper than %1 in %2 % of the plausible cases.</source>
        <translation>Nas faixas do preset, a auto-hospedagem é viável e mais barata que %1 em %2 % dos casos plausíveis.</translation>
    </message>
    <message>
        <source>In %1 % of them it is not feasible.</source>
        <translation>Em %1 % deles ela é inviável.</translation>
    </message>
    <message>
        <source>Over the preset&apos;s ranges, self-hosting is feasible in none of the plausible cases, so it is never cheaper than %1.</source>
        <translation>Nas faixas do preset, a auto-hospedagem não é viável em nenhum dos casos plausíveis, portanto nunca é mais barata que %1.</translation>
    </message>
    <message>
        <source>Note: %1; confirm it under Hardware, or type or import this GPU&apos;s figures.</source>
        <extracomment>%1 is &quot;capacity measured on B300, not on H200&quot;; Hardware names the panel&apos;s group.</extracomment>
        <translation>Nota: %1; confirme em Hardware, ou digite ou importe os números desta GPU.</translation>
    </message>
    <message>
        <source>Note: %1; check it under Billing, or type this GPU&apos;s minimum.</source>
        <extracomment>%1 is &quot;committed minimum stated for B300, not for H200&quot;; Billing names the panel&apos;s group.</extracomment>
        <translation>Nota: %1; confira em Cobrança ou digite o mínimo desta GPU.</translation>
    </message>
    <message>
        <source>Note: %1, not measured on this GPU.</source>
        <extracomment>%1 is &quot;capacity estimated from B300 measurements by memory bandwidth&quot;.</extracomment>
        <translation>Nota: %1, não medida nesta GPU.</translation>
    </message>
    <message>
        <source>%1 &gt; %2</source>
        <extracomment>Where the window shows a view: %1 the area (&quot;Over time&quot;), %2 the view (&quot;Hybrid plan&quot;).</extracomment>
        <translation>%1 &gt; %2</translation>
    </message>
    <message>
        <source>That compares the whole load on either side; splitting the day costs %1 a month, against %2 all on the API and %3 all self-hosted (%4 has the plan).</source>
        <translation>Isso compara a carga inteira de um lado ou de outro; dividir o dia custa %1 por mês, contra %2 tudo na API e %3 tudo auto-hospedado (o plano está em %4).</translation>
    </message>
    <message>
        <source>That compares the whole load on either side; splitting the day costs %1 a month, against %2 all on the API (%3 has the plan).</source>
        <translation>Isso compara a carga inteira de um lado ou de outro; dividir o dia custa %1 por mês, contra %2 tudo na API (o plano está em %3).</translation>
    </message>
</context>
<context>
    <name>breakeven::Autosaver</name>
    <message>
        <source>Cannot Write Recovery File</source>
        <translation>Não é possível gravar o arquivo de recuperação</translation>
    </message>
    <message>
        <source>Breakeven cannot keep a copy of your unsaved changes for crash recovery:
%1

Your changes are still open. Save them soon, somewhere else if this disk is full.</source>
        <translation>O Breakeven não consegue manter uma cópia das suas alterações não salvas para recuperação após falha:
%1

Suas alterações continuam abertas. Salve-as logo, em outro lugar se este disco estiver cheio.</translation>
    </message>
    <message>
        <source>the scenario would not open again (%1)</source>
        <translation>o cenário não abriria de novo (%1)</translation>
    </message>
</context>
<context>
    <name>breakeven::BenchImportDialog</name>
    <message>
        <source>Import Benchmark Results</source>
        <extracomment>Undo step.</extracomment>
        <translation>Importar resultados de benchmark</translation>
    </message>
    <message>
        <source>Runs read: %1. The decode curve will get one point per concurrency (%2): the output tok/s of the run at it. It replaces the curve the scenario has now, and the throughput then comes from the curve (modelled).</source>
        <translation>Execuções lidas: %1. A curva de decodificação terá um ponto por concorrência (%2): os tok/s de saída da execução nela. Ela substitui a curva que o cenário tem agora, e o throughput passa a vir da curva (modelado).</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Ferramenta</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Concorrência</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Tokens de entrada</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>Tokens de saída</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>tok/s de saída</translation>
    </message>
    <message>
        <source>TTFT ms</source>
        <translation>TTFT ms</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(not in file)</source>
        <translation>(não está no arquivo)</translation>
    </message>
    <message>
        <source>The highest input tok/s of the runs: the node processed that many while it also decoded, so its prefill rate is at least that. A lower bound, not a measurement.</source>
        <translation>Os maiores tok/s de entrada das execuções: o nó processou essa quantidade enquanto também decodificava, então sua taxa de prefill é pelo menos essa. Um limite inferior, não uma medição.</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>%1 (overloaded)</source>
        <translation>%1 (sobrecarregada)</translation>
    </message>
    <message>
        <source>Overloaded runs measure a queue, not the curve: they are left out unless you keep them below.</source>
        <translation>Execuções sobrecarregadas medem uma fila, não a curva: ficam de fora, a menos que você as mantenha abaixo.</translation>
    </message>
    <message>
        <source>Set the prefill rate to %1 input tok/s</source>
        <translation>Definir a taxa de prefill como %1 tok/s de entrada</translation>
    </message>
    <message>
        <source>Unknown (keep the scenario&apos;s)</source>
        <translation>Desconhecida (manter a do cenário)</translation>
    </message>
    <message>
        <source>The result files do not say which GPU ran the benchmark: choose it to apply its memory and GPUs per node.</source>
        <translation>Os arquivos de resultados não dizem qual GPU executou o benchmark: escolha-a para aplicar a sua memória e GPUs por nó.</translation>
    </message>
    <message>
        <source>Use overloaded runs for the curve too</source>
        <translation>Usar também as execuções sobrecarregadas na curva</translation>
    </message>
    <message>
        <source>Extrapolate: keep the scenario&apos;s hardware maximum above %1 tok/s, the largest measured</source>
        <translation>Extrapolar: manter o máximo de hardware do cenário acima de %1 tok/s, o maior medido</translation>
    </message>
    <message>
        <source>GPU the runs were measured on:</source>
        <translation>GPU em que as execuções foram medidas:</translation>
    </message>
    <message>
        <source>GPUs that served them:</source>
        <translation>GPUs que as serviram:</translation>
    </message>
    <message>
        <source>~%1</source>
        <translation>~%1</translation>
    </message>
</context>
<context>
    <name>breakeven::BreakevenTableModel</name>
    <message>
        <source>%1 %2, as of %3
%4</source>
        <translation>%1 %2, em %3
%4</translation>
    </message>
    <message>
        <source>Per output token of the workload, %1 input tokens per output token; the Tasks tab prices the task, per attempt and per accepted task.</source>
        <extracomment>%1 the workload&apos;s input tokens per output token.</extracomment>
        <translation>Por token de saída da carga, %1 tokens de entrada por token de saída; a aba Tarefas precifica a tarefa, por tentativa e por tarefa aceita.</translation>
    </message>
    <message>
        <source>The workload sends no input tokens (0 input tokens per output token).</source>
        <translation>A carga de trabalho não envia tokens de entrada (0 tokens de entrada por token de saída).</translation>
    </message>
    <message>
        <source>%1 (old price)</source>
        <translation>%1 (preço antigo)</translation>
    </message>
    <message>
        <source>The price is %1 days old (older than %2 days): check the provider&apos;s current price.</source>
        <translation>O preço tem %1 dias (mais de %2 dias): confira o preço atual do provedor.</translation>
    </message>
</context>
<context>
    <name>breakeven::ChartView</name>
    <message>
        <source>Break-even</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>Operating point</source>
        <translation>Ponto de operação</translation>
    </message>
</context>
<context>
    <name>breakeven::CompareView</name>
    <message>
        <source>Add Presets to the Comparison</source>
        <extracomment>%1 the most scenarios (8), %2 how many presets were chosen, %3 how many scenarios they would make.
----------
%1 a preset file&apos;s path, %2 what is wrong with it (one problem per line).</extracomment>
        <translation>Adicionar presets à comparação</translation>
    </message>
    <message>
        <source>Breakeven presets (*.json);;All files (*)</source>
        <translation>Presets do Breakeven (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Open Comparison</source>
        <translation>Abrir comparação</translation>
    </message>
    <message>
        <source>Breakeven comparisons (*.json);;All files (*)</source>
        <translation>Comparações do Breakeven (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Save Comparison</source>
        <translation>Salvar comparação</translation>
    </message>
    <message>
        <source>Pin as Baseline</source>
        <translation>Fixar como referência</translation>
    </message>
    <message>
        <source>The comparison is full: it holds at most %1 scenarios, the current one included. Remove one first.</source>
        <translation>A comparação está cheia: ela comporta no máximo %1 cenários, incluindo o atual. Remova um primeiro.</translation>
    </message>
    <message>
        <source>A comparison holds at most %1 scenarios, the current one included: the %2 chosen would make %3. Nothing was added.</source>
        <translation>Uma comparação comporta no máximo %1 cenários, incluindo o atual: os %2 escolhidos fariam %3. Nada foi adicionado.</translation>
    </message>
    <message>
        <source>Cannot read the preset &quot;%1&quot;; nothing was added:
%2</source>
        <translation>Não foi possível ler o preset &quot;%1&quot;; nada foi adicionado:
%2</translation>
    </message>
    <message>
        <source>Cannot open the comparison &quot;%1&quot;:
%2</source>
        <extracomment>%1 a comparison file&apos;s path, %2 what is wrong with it (one problem per line).</extracomment>
        <translation>Não foi possível abrir a comparação &quot;%1&quot;:
%2</translation>
    </message>
    <message>
        <source>Cannot open the comparison &quot;%1&quot;: its preset &quot;%2&quot; cannot be read:
%3</source>
        <extracomment>%1 a comparison file, %2 one of its presets, %3 what is wrong with it.</extracomment>
        <translation>Não foi possível abrir a comparação &quot;%1&quot;: o seu preset &quot;%2&quot; não pode ser lido:
%3</translation>
    </message>
    <message>
        <source>Cannot open the comparison &quot;%1&quot;: with the current scenario it would hold %2 scenarios, more than %3.</source>
        <translation>Não foi possível abrir a comparação &quot;%1&quot;: com o cenário atual ela teria %2 cenários, mais do que %3.</translation>
    </message>
    <message>
        <source>Nothing to save: pin the current scenario or add presets first.</source>
        <translation>Nada a salvar: fixe o cenário atual ou adicione presets primeiro.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was pinned from a scenario with unsaved changes, which is in no file: a comparison names preset files. Save the scenario as a preset and add it instead.</source>
        <extracomment>%1 a scenario&apos;s name. A comparison file names preset files.</extracomment>
        <translation>&quot;%1&quot; foi fixado de um cenário com alterações não salvas, que não está em nenhum arquivo: uma comparação nomeia arquivos de preset. Salve o cenário como preset e adicione-o no lugar.</translation>
    </message>
    <message>
        <source>The current scenario is in no file: a comparison names preset files. Save it as a preset first.</source>
        <translation>O cenário atual não está em nenhum arquivo: uma comparação nomeia arquivos de preset. Salve-o como preset primeiro.</translation>
    </message>
    <message>
        <source>Cannot save the comparison to &quot;%1&quot;: %2. The file, if there was one, is as it was.</source>
        <extracomment>%1 the file, %2 why it could not be written.</extracomment>
        <translation>Não foi possível salvar a comparação em &quot;%1&quot;: %2. O arquivo, se havia um, está como estava.</translation>
    </message>
    <message>
        <source>Nothing to compare yet. File &gt; Compare &gt; Pin as Baseline keeps a copy of the scenario as it is now; Add Presets to Comparison puts presets beside it (two to eight scenarios in all). Editing the scenario then updates its column at once.</source>
        <translation>Nada a comparar ainda. Arquivo &gt; Comparar &gt; Fixar como referência guarda uma cópia do cenário como está agora; Adicionar presets à comparação põe presets ao lado dele (de dois a oito cenários ao todo). Editar o cenário então atualiza a sua coluna na hora.</translation>
    </message>
    <message>
        <source>%1 scenarios side by side. B - A: each scenario&apos;s figure less the baseline&apos;s (A), in money and percent; money in %2 at the baseline&apos;s rate. The current scenario&apos;s column follows every edit; the others are fixed.</source>
        <extracomment>%1 the scenarios&apos; count, %2 a currency code.</extracomment>
        <translation>%1 cenários lado a lado. B - A: o número de cada cenário menos o da referência (A), em dinheiro e em porcentagem; valores em %2 ao câmbio da referência. A coluna do cenário atual acompanha cada edição; as outras são fixas.</translation>
    </message>
    <message>
        <source>B - A: baseline</source>
        <translation>B - A: referência</translation>
    </message>
    <message>
        <source>B - A: %1</source>
        <extracomment>A scenario&apos;s figure less the baseline&apos;s; %1 the change (&quot;+$7,877 (+15.1 %)&quot;).</extracomment>
        <translation>B - A: %1</translation>
    </message>
    <message>
        <source>B - A: none</source>
        <translation>B - A: nenhum</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>current</source>
        <translation>atual</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>computing…</source>
        <extracomment>A share of the Monte Carlo samples still being computed.</extracomment>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>The assumptions that are the same (%1)</source>
        <extracomment>%1 a count of assumptions.</extracomment>
        <translation>As premissas que são iguais (%1)</translation>
    </message>
</context>
<context>
    <name>breakeven::CostChart</name>
    <message>
        <source>Log-log chart of the self-hosted cost per output Mtok against sustained throughput, with one line per API offer, the break-even throughputs and the operating point</source>
        <translation>Gráfico log-log do custo auto-hospedado por Mtok de saída contra o throughput sustentado, com uma linha por oferta de API, os throughputs de equilíbrio e o ponto de operação</translation>
    </message>
</context>
<context>
    <name>breakeven::DecisionMapChart</name>
    <message>
        <source>Decision map</source>
        <translation>Mapa de decisão</translation>
    </message>
    <message>
        <source>Cheapest option by %1 and %2</source>
        <translation>Opção mais barata por %1 e %2</translation>
    </message>
    <message>
        <source>No decision map: an axis names no parameter of this scenario.</source>
        <translation>Sem mapa de decisão: um eixo não corresponde a nenhum parâmetro deste cenário.</translation>
    </message>
    <message>
        <source>paler: a closer call</source>
        <translation>mais claro: decisão mais apertada</translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <extracomment>%1 is the axis title, e.g. &quot;Throughput (tok/s)&quot;.</extracomment>
        <translation>%1, escala log</translation>
    </message>
    <message>
        <source>now</source>
        <translation>agora</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>ponto de equilíbrio</translation>
    </message>
    <message>
        <source>the scenario now</source>
        <translation>o cenário agora</translation>
    </message>
    <message>
        <source>Click a cell, or use the arrow keys and Enter, to move the scenario there.</source>
        <translation>Clique numa célula, ou use as setas e Enter, para mover o cenário para lá.</translation>
    </message>
    <message>
        <source>Self-hosting</source>
        <translation>Auto-hospedagem</translation>
    </message>
    <message>
        <source>Nothing feasible</source>
        <translation>Nada viável</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4: %5</source>
        <translation>%1 %2, %3 %4: %5</translation>
    </message>
    <message>
        <source>self-hosting not feasible</source>
        <translation>auto-hospedagem inviável</translation>
    </message>
</context>
<context>
    <name>breakeven::DecisionView</name>
    <message>
        <source>not stated</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>The five questions: self-hosting is worth it where at least one holds</source>
        <translation>As cinco perguntas: a auto-hospedagem vale a pena onde pelo menos uma se aplica</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Unanswered</source>
        <translation>Sem resposta</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Only you can answer this one; the answer is saved in the preset.</source>
        <translation>Só você pode responder esta; a resposta é salva no preset.</translation>
    </message>
    <message>
        <source>By the model</source>
        <translation>Pelo modelo</translation>
    </message>
    <message>
        <source>Breakeven answers this one from the scenario&apos;s figures.</source>
        <translation>O Breakeven responde esta a partir dos valores do cenário.</translation>
    </message>
    <message>
        <source>The license (modified MIT)</source>
        <translation>A licença (MIT modificada)</translation>
    </message>
    <message>
        <source>Model-as-a-service revenue in 12 months, USD</source>
        <translation>Receita de modelo como serviço em 12 meses, USD</translation>
    </message>
    <message>
        <source>Monthly active users</source>
        <translation>Usuários ativos mensais</translation>
    </message>
    <message>
        <source>Monthly revenue of the product, USD</source>
        <translation>Receita mensal do produto, USD</translation>
    </message>
    <message>
        <source>MaaS revenue in 12 months:</source>
        <translation>Receita de MaaS em 12 meses:</translation>
    </message>
    <message>
        <source>Monthly users:</source>
        <translation>Usuários mensais:</translation>
    </message>
    <message>
        <source>Monthly revenue:</source>
        <translation>Receita mensal:</translation>
    </message>
    <message>
        <source>Change the MaaS revenue</source>
        <translation>Alterar a receita de MaaS</translation>
    </message>
    <message>
        <source>Change the monthly users</source>
        <translation>Alterar os usuários mensais</translation>
    </message>
    <message>
        <source>Change the monthly revenue</source>
        <translation>Alterar a receita mensal</translation>
    </message>
    <message>
        <source>Answer question %1</source>
        <translation>Responder à pergunta %1</translation>
    </message>
    <message>
        <source>• %1</source>
        <translation>• %1</translation>
    </message>
    <message>
        <source>Yes.</source>
        <translation>Sim.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Não.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>not known (state the figures above)</source>
        <translation>não se sabe (informe os valores acima)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>An agreement with Moonshot is needed for a model-as-a-service with more than %1 of revenue in 12 months: %2.
Visible attribution is needed above %3 monthly users or %4 of monthly revenue: %5.</source>
        <translation>Um acordo com a Moonshot é necessário para um modelo como serviço com mais de %1 de receita em 12 meses: %2.
A atribuição visível é necessária acima de %3 usuários mensais ou %4 de receita mensal: %5.</translation>
    </message>
</context>
<context>
    <name>breakeven::DecodePointsEditor</name>
    <message>
        <source>Decode curve (measured points)</source>
        <extracomment>Title above the decode curve&apos;s table of measured points.</extracomment>
        <translation>Curva de decodificação (pontos medidos)</translation>
    </message>
    <message>
        <source>Decode curve: measured points</source>
        <translation>Curva de decodificação: pontos medidos</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <extracomment>Column headers of the decode curve&apos;s table: concurrency, aggregate output tok/s, output tok/s per user.</extracomment>
        <translation>Concorrência</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>tok/s de saída</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>Por usuário</translation>
    </message>
    <message>
        <source>Add &amp;point</source>
        <translation>Adicionar &amp;ponto</translation>
    </message>
    <message>
        <source>Remove p&amp;oint</source>
        <translation>Remover p&amp;onto</translation>
    </message>
    <message>
        <source>Add a point to the decode curve</source>
        <translation>Adicionar um ponto à curva de decodificação</translation>
    </message>
    <message>
        <source>Remove the selected point of the decode curve</source>
        <translation>Remover o ponto selecionado da curva de decodificação</translation>
    </message>
    <message>
        <source>The last point is at the largest concurrency allowed (%1): edit it instead.</source>
        <translation>O último ponto está na maior concorrência permitida (%1): edite-o em vez disso.</translation>
    </message>
    <message>
        <source>Add decode point</source>
        <extracomment>Undo step.</extracomment>
        <translation>Adicionar ponto de decodificação</translation>
    </message>
    <message>
        <source>Remove decode point</source>
        <extracomment>Undo step.</extracomment>
        <translation>Remover ponto de decodificação</translation>
    </message>
    <message>
        <source>Point %1, %2: %3</source>
        <extracomment>A refused edit of the decode curve. %1 is the point&apos;s row (1 for the first), %2 the column&apos;s label, %3 why the value is refused.</extracomment>
        <translation>Ponto %1, %2: %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (%2)</source>
        <translation>&quot;%1&quot; não é um número (%2)</translation>
    </message>
    <message>
        <source>point %1 already has concurrency %2; edit that point instead</source>
        <translation>o ponto %1 já tem concorrência %2; edite esse ponto em vez disso</translation>
    </message>
    <message>
        <source>Edit decode point</source>
        <extracomment>Undo step.</extracomment>
        <translation>Editar ponto de decodificação</translation>
    </message>
    <message>
        <source>p90 TTFT ms</source>
        <extracomment>Column headers of the decode curve&apos;s table: each run&apos;s measured 90th percentile of the time to first token and of the time per output token, in milliseconds (empty: not measured).</extracomment>
        <translation>TTFT p90 ms</translation>
    </message>
    <message>
        <source>p90 TPOT ms</source>
        <translation>TPOT p90 ms</translation>
    </message>
    <message>
        <source>The node&apos;s measured decode curve: the aggregate output tok/s at each concurrency (a benchmark run: File &gt; Import Benchmark Results). In modelled mode it gives the throughput at the operating concurrency; in both modes it gives the capacity T_max. A run&apos;s p90 TTFT and TPOT, where measured, are what the latency targets are checked on.</source>
        <extracomment>Tooltip of the decode curve&apos;s table.</extracomment>
        <translation>A curva de decodificação medida do nó: os tok/s de saída agregados em cada concorrência (uma execução de benchmark: Arquivo &gt; Importar resultados de benchmark). No modo modelado ela dá o throughput na concorrência de operação; nos dois modos ela dá a capacidade T_max. O TTFT e o TPOT p90 de uma execução, quando medidos, são onde as metas de latência são verificadas.</translation>
    </message>
    <message>
        <source>In flight (est.)</source>
        <extracomment>Column header of the decode curve&apos;s table: a request-rate run&apos;s requests in flight, estimated from Little&apos;s law (its concurrency is this rounded; empty: the run held its concurrency).</extracomment>
        <translation>Em andamento (est.)</translation>
    </message>
</context>
<context>
    <name>breakeven::ExchangeRatesEditor</name>
    <message>
        <source>Exchange rates</source>
        <translation>Taxas de câmbio</translation>
    </message>
    <message>
        <source>Units of each currency per US dollar. The model holds money in US dollars; a price, an offer or the display currency in another currency needs its rate here.</source>
        <translation>Unidades de cada moeda por dólar americano. O modelo guarda valores em dólares; um preço, uma oferta ou a moeda de exibição em outra moeda precisa da sua taxa aqui.</translation>
    </message>
    <message>
        <source>The preset has no rate for %1.</source>
        <translation>O preset não tem taxa para %1.</translation>
    </message>
    <message>
        <source>Change the rate of %1</source>
        <extracomment>Undo step. %1 is a currency code.</extracomment>
        <translation>Alterar a taxa de %1</translation>
    </message>
    <message>
        <source>Add a rate for %1</source>
        <extracomment>Undo step. %1 is a currency code.</extracomment>
        <translation>Adicionar uma taxa para %1</translation>
    </message>
    <message>
        <source>%1 is in use and keeps its rate: %2</source>
        <extracomment>%1 is a currency code; %2 the preset reader&apos;s message naming the field that uses it.</extracomment>
        <translation>%1 está em uso e mantém sua taxa: %2</translation>
    </message>
    <message>
        <source>Remove the rate of %1</source>
        <extracomment>Undo step. %1 is a currency code.</extracomment>
        <translation>Remover a taxa de %1</translation>
    </message>
</context>
<context>
    <name>breakeven::ExportActions</name>
    <message>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>&amp;Chart...</source>
        <translation>&amp;Gráfico...</translation>
    </message>
    <message>
        <source>Save a chart as PNG, PDF or SVG</source>
        <translation>Salvar um gráfico como PNG, PDF ou SVG</translation>
    </message>
    <message>
        <source>&amp;Report (PDF)...</source>
        <translation>&amp;Relatório (PDF)...</translation>
    </message>
    <message>
        <source>A one-page decision report with the verdict, charts, table and assumptions</source>
        <translation>Um relatório de decisão de uma página com o veredito, os gráficos, a tabela e as premissas</translation>
    </message>
    <message>
        <source>&amp;Data (CSV)...</source>
        <translation>&amp;Dados (CSV)...</translation>
    </message>
    <message>
        <source>The curves&apos; points and the break-even table as CSV</source>
        <translation>Os pontos das curvas e a tabela de equilíbrio em CSV</translation>
    </message>
    <message>
        <source>Copy C&amp;hart</source>
        <translation>Copiar &amp;gráfico</translation>
    </message>
    <message>
        <source>Copy the chart last clicked as an image</source>
        <translation>Copiar como imagem o último gráfico clicado</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export Data</source>
        <translation>Exportar dados</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Arquivo CSV (*.csv)</translation>
    </message>
    <message>
        <source>Data as &amp;Tables (a folder of CSV files)...</source>
        <translation>Dados como &amp;tabelas (uma pasta de arquivos CSV)...</translation>
    </message>
    <message>
        <source>One CSV file per table, each with one header row, and the scenario&apos;s inputs</source>
        <translation>Um arquivo CSV por tabela, cada um com uma linha de cabeçalho, e as entradas do cenário</translation>
    </message>
    <message>
        <source>Export Data as Tables</source>
        <translation>Exportar dados como tabelas</translation>
    </message>
    <message>
        <source>cannot write &quot;%1&quot;: %2</source>
        <translation>não é possível gravar &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>Open &amp;Folder</source>
        <translation>Abrir &amp;pasta</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <extracomment>The status bar after an export; %1 is the file (or folder) written.</extracomment>
        <translation>Gravado: %1</translation>
    </message>
</context>
<context>
    <name>breakeven::ExportChartDialog</name>
    <message>
        <source>Add a c&amp;aption: scenario, date and assumptions</source>
        <translation>Adicionar uma &amp;legenda: cenário, data e premissas</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Exportar gráfico</translation>
    </message>
    <message>
        <source>Chart to export</source>
        <translation>Gráfico a exportar</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Procurar...</translation>
    </message>
    <message>
        <source>File name</source>
        <translation>Nome do arquivo</translation>
    </message>
    <message>
        <source> px</source>
        <extracomment>Spin box suffix, with its leading space: pixels.</extracomment>
        <translation> px</translation>
    </message>
    <message>
        <source>Width in pixels</source>
        <translation>Largura em pixels</translation>
    </message>
    <message>
        <source>Height in pixels</source>
        <translation>Altura em pixels</translation>
    </message>
    <message>
        <source>×</source>
        <extracomment>Between the width and the height: 1600 × 1000.</extracomment>
        <translation>×</translation>
    </message>
    <message>
        <source> DPI</source>
        <extracomment>Spin box suffix, with its leading space: dots per inch.</extracomment>
        <translation> DPI</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Resolução</translation>
    </message>
    <message>
        <source>A4, landscape</source>
        <translation>A4, paisagem</translation>
    </message>
    <message>
        <source>Letter, landscape</source>
        <translation>Carta, paisagem</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Tamanho da página</translation>
    </message>
    <message>
        <source>A line under the chart with the scenario&apos;s name, the date and the assumptions (throughput, utilization, r, h, GPU price)</source>
        <translation>Uma linha sob o gráfico com o nome do cenário, a data e as premissas (throughput, utilização, r, h, preço da GPU)</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>&amp;Gráfico:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Arquivo:</translation>
    </message>
    <message>
        <source>&amp;Size (PNG, SVG):</source>
        <translation>&amp;Tamanho (PNG, SVG):</translation>
    </message>
    <message>
        <source>&amp;Resolution (PNG):</source>
        <translation>&amp;Resolução (PNG):</translation>
    </message>
    <message>
        <source>&amp;Page (PDF):</source>
        <translation>&amp;Página (PDF):</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG drawing (*.svg)</source>
        <translation>Imagem PNG (*.png);;Documento PDF (*.pdf);;Desenho SVG (*.svg)</translation>
    </message>
    <message>
        <source>Name the file .png, .pdf or .svg; the extension picks the format.</source>
        <translation>Dê ao arquivo a extensão .png, .pdf ou .svg; a extensão escolhe o formato.</translation>
    </message>
</context>
<context>
    <name>breakeven::FileActions</name>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <source>Start again from the built-in scenario</source>
        <translation>Recomeçar a partir do cenário embutido</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Abrir...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salvar c&amp;omo...</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;verter</translation>
    </message>
    <message>
        <source>Throw away the unsaved changes</source>
        <translation>Descartar as alterações não salvas</translation>
    </message>
    <message>
        <source>Propert&amp;ies...</source>
        <translation>Propr&amp;iedades...</translation>
    </message>
    <message>
        <source>The preset&apos;s name, sources, author and date</source>
        <translation>O nome, as fontes, o autor e a data do preset</translation>
    </message>
    <message>
        <source>Import &amp;Benchmark Results...</source>
        <translation>Importar resultados de &amp;benchmark...</translation>
    </message>
    <message>
        <source>&amp;Copy Preset</source>
        <translation>&amp;Copiar preset</translation>
    </message>
    <message>
        <source>Put the preset on the clipboard, to paste into a mail or chat</source>
        <translation>Colocar o preset na área de transferência, para colar num e-mail ou chat</translation>
    </message>
    <message>
        <source>&amp;Paste Preset</source>
        <translation>Co&amp;lar preset</translation>
    </message>
    <message>
        <source>Open the preset on the clipboard</source>
        <translation>Abrir o preset da área de transferência</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Colar</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Presets</translation>
    </message>
    <message>
        <source>Import Benchmark Results</source>
        <translation>Importar resultados de benchmark</translation>
    </message>
    <message>
        <source>Benchmark results (*.json *.jsonl);;All files (*)</source>
        <translation>Resultados de benchmark (*.json *.jsonl);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The files cannot be imported; nothing was changed.</source>
        <translation>Os arquivos não podem ser importados; nada foi alterado.</translation>
    </message>
    <message>
        <source>The scenario does not accept the curve; nothing was changed.</source>
        <translation>O cenário não aceita a curva; nada foi alterado.</translation>
    </message>
    <message>
        <source>The curve is imported. Choosing the GPU changed or marked the scenario&apos;s prices:</source>
        <translation>A curva foi importada. Escolher a GPU mudou ou marcou os preços do cenário:</translation>
    </message>
    <message>
        <source>Your presets</source>
        <translation>Seus presets</translation>
    </message>
    <message>
        <source>Import &amp;Model...</source>
        <translation>Importar &amp;modelo...</translation>
    </message>
    <message>
        <source>Read a model&apos;s config.json (and its model.safetensors.index.json) into the model&apos;s KV cache, state and weights</source>
        <translation>Ler o config.json de um modelo (e o model.safetensors.index.json dele) para o cache KV, o estado e os pesos do modelo</translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Importar modelo</translation>
    </message>
    <message>
        <source>Model config and index (config.json *.index.json *.json);;All files (*)</source>
        <extracomment>File dialog filter: a Hugging Face model&apos;s config.json, and optionally its safetensors index.</extracomment>
        <translation>Config e índice do modelo (config.json *.index.json *.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Choose one config.json and at most one model.safetensors.index.json; nothing was changed.</source>
        <extracomment>Import Model was given two configs or two indexes. %1 and %2 are file names.</extracomment>
        <translation>Escolha um config.json e no máximo um model.safetensors.index.json; nada foi alterado.</translation>
    </message>
    <message>
        <source>Both %1 and %2 are one.</source>
        <translation>Tanto %1 quanto %2 são um.</translation>
    </message>
    <message>
        <source>No model config.json was chosen; nothing was changed.</source>
        <translation>Nenhum config.json de modelo foi escolhido; nada foi alterado.</translation>
    </message>
    <message>
        <source>An index gives only the weights&apos; size: choose the model&apos;s config.json with it.</source>
        <translation>Um índice dá só o tamanho dos pesos: escolha o config.json do modelo junto com ele.</translation>
    </message>
    <message>
        <source>The model cannot be imported; nothing was changed.</source>
        <translation>O modelo não pode ser importado; nada foi alterado.</translation>
    </message>
    <message>
        <source>Set the scenario&apos;s model to %1, with these figures?</source>
        <extracomment>%1 is the model&apos;s name.</extracomment>
        <translation>Definir o modelo do cenário como %1, com estes números?</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <extracomment>Undo step. %1 is the model&apos;s name.</extracomment>
        <translation>Importar modelo %1</translation>
    </message>
    <message>
        <source>Read vLLM, SGLang, GuideLLM, AIPerf, GenAI-Perf or InferenceX result files into the decode curve</source>
        <translation>Ler arquivos de resultado do vLLM, SGLang, GuideLLM, AIPerf, GenAI-Perf ou InferenceX na curva de decode</translation>
    </message>
</context>
<context>
    <name>breakeven::HardwareFitView</name>
    <message>
        <source>Fit of the catalog&apos;s configurations</source>
        <translation>Encaixe das configurações do catálogo</translation>
    </message>
    <message>
        <source>%1 on %2 × %3</source>
        <extracomment>%1 model name, %2 GPU count, %3 GPU name (both names from the preset).</extracomment>
        <translation>%1 em %2 × %3</translation>
    </message>
</context>
<context>
    <name>breakeven::HelpDialog</name>
    <message>
        <source>The cost model</source>
        <translation>O modelo de custo</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Primeiros passos</translation>
    </message>
    <message>
        <source>This page is in English only: the formulas and their names are those of the code.</source>
        <translation>Esta página está apenas em inglês: as fórmulas e seus nomes são os do código.</translation>
    </message>
</context>
<context>
    <name>breakeven::HybridDayChart</name>
    <message>
        <source>No API offer is compared: there is nothing to send the overflow to.</source>
        <translation>Nenhuma oferta de API é comparada: não há para onde enviar o excedente.</translation>
    </message>
    <message>
        <source>The model does not fit the node: the whole day goes to the API.</source>
        <translation>O modelo não cabe no nó: o dia inteiro vai para a API.</translation>
    </message>
    <message>
        <source>The node produces nothing: the whole day goes to the API.</source>
        <translation>O nó não produz nada: o dia inteiro vai para a API.</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) serve the busy hours; the rest goes to %1.</source>
        <translation>
            <numerusform>%n nó atende as horas de pico; o resto vai para %1.</numerusform>
            <numerusform>%n nós atendem as horas de pico; o resto vai para %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart of the day: demand, self-hosted part and API overflow by hour</source>
        <translation>Gráfico do dia: demanda, parte auto-hospedada e excedente na API por hora</translation>
    </message>
    <message>
        <source>Self-hosted</source>
        <translation>Auto-hospedado</translation>
    </message>
    <message>
        <source>API overflow</source>
        <translation>Excedente na API</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Demanda</translation>
    </message>
    <message>
        <source>output tok/s</source>
        <translation>tok/s de saída</translation>
    </message>
    <message>
        <source>Hour of the day</source>
        <translation>Hora do dia</translation>
    </message>
    <message>
        <source>No demand profile: turn on the hybrid day in Over time &gt; Hybrid plan.</source>
        <translation>Sem perfil de demanda: ative o dia híbrido em No tempo &gt; Plano híbrido.</translation>
    </message>
</context>
<context>
    <name>breakeven::HybridView</name>
    <message>
        <source>&amp;Plan a hybrid day: nodes in the busy hours, the API for the rest</source>
        <translation>&amp;Planejar um dia híbrido: nós nas horas de pico, a API no resto</translation>
    </message>
    <message>
        <source> tok/s</source>
        <extracomment>Spin box suffix, with its leading space: output tokens per second.</extracomment>
        <translation> tok/s</translation>
    </message>
    <message>
        <source>Base demand, output tok/s</source>
        <translation>Demanda base, tok/s de saída</translation>
    </message>
    <message>
        <source>Peak demand, output tok/s</source>
        <translation>Demanda de pico, tok/s de saída</translation>
    </message>
    <message>
        <source>Peak hours a day</source>
        <translation>Horas de pico por dia</translation>
    </message>
    <message>
        <source> h</source>
        <extracomment>Spin box suffix, with its leading space: hours.</extracomment>
        <translation> h</translation>
    </message>
    <message>
        <source>Hour the peak starts</source>
        <translation>Hora em que o pico começa</translation>
    </message>
    <message>
        <source>from </source>
        <extracomment>The row reads &quot;Base: [300 tok/s] Peak: [2,000 tok/s] for [8 h] [from 9:00]&quot;: the prefix of the start hour.</extracomment>
        <translation>a partir das </translation>
    </message>
    <message>
        <source>:00</source>
        <extracomment>Suffix of the start hour (a clock time: 9 -&gt; &quot;9:00&quot;).</extracomment>
        <translation>:00</translation>
    </message>
    <message>
        <source>&amp;Set the day</source>
        <translation>&amp;Definir o dia</translation>
    </message>
    <message>
        <source>Sets every hour: the base demand all day, the peak for its hours.</source>
        <translation>Define todas as horas: a demanda base o dia todo, o pico nas suas horas.</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>&amp;Base:</translation>
    </message>
    <message>
        <source>P&amp;eak:</source>
        <translation>P&amp;ico:</translation>
    </message>
    <message>
        <source>for</source>
        <extracomment>Between the peak demand and its hours: &quot;Peak: [2,000 tok/s] for [8 h] [from 9:00]&quot;.</extracomment>
        <translation>por</translation>
    </message>
    <message>
        <source>Demand (tok/s)</source>
        <translation>Demanda (tok/s)</translation>
    </message>
    <message>
        <source>Nodes on</source>
        <translation>Nós ligados</translation>
    </message>
    <message>
        <source>Type the demand of each hour in the first row; the second is the plan.</source>
        <translation>Digite a demanda de cada hora na primeira linha; a segunda é o plano.</translation>
    </message>
    <message>
        <source>Plan a hybrid day</source>
        <translation>Planejar um dia híbrido</translation>
    </message>
    <message>
        <source>Remove the hybrid day</source>
        <translation>Remover o dia híbrido</translation>
    </message>
    <message>
        <source>Set the day&apos;s demand</source>
        <translation>Definir a demanda do dia</translation>
    </message>
    <message>
        <source>Change the demand at %1:00</source>
        <translation>Alterar a demanda às %1:00</translation>
    </message>
    <message>
        <source>%1 The panel&apos;s Team group sets this day.</source>
        <extracomment>Above the hybrid day while a team sets it. %1 says the team and its demand; Team names the panel&apos;s group.</extracomment>
        <translation>%1 O grupo Equipe do painel define este dia.</translation>
    </message>
    <message>
        <source>Demand and plan, hours 0 to 11</source>
        <translation>Demanda e plano, das 0 às 11 h</translation>
    </message>
    <message>
        <source>Demand and plan, hours 12 to 23</source>
        <translation>Demanda e plano, das 12 às 23 h</translation>
    </message>
</context>
<context>
    <name>breakeven::MainWindow</name>
    <message>
        <source>Move to the decision map&apos;s cell</source>
        <translation>Mover para a célula do mapa de decisão</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>Encaixe na memória</translation>
    </message>
    <message>
        <source>Break-even table</source>
        <translation>Tabela de equilíbrio</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Display c&amp;urrency:</source>
        <translation>&amp;Moeda de exibição:</translation>
    </message>
    <message>
        <source>Display currency</source>
        <translation>Moeda de exibição</translation>
    </message>
    <message>
        <source>Exchange rate, units of the display currency per US dollar</source>
        <translation>Taxa de câmbio, unidades da moeda de exibição por dólar americano</translation>
    </message>
    <message>
        <source>Change exchange rate</source>
        <translation>Alterar a taxa de câmbio</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>Custo mensal</translation>
    </message>
    <message>
        <source>Cost per output Mtok</source>
        <translation>Custo por Mtok de saída</translation>
    </message>
    <message>
        <source>Hardware fit</source>
        <translation>Encaixe no hardware</translation>
    </message>
    <message>
        <source>Hybrid plan</source>
        <translation>Plano híbrido</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tarefas</translation>
    </message>
    <message>
        <source>GPU Catalog</source>
        <translation>Catálogo de GPUs</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>API &amp;offers...</source>
        <translation>&amp;Ofertas de API...</translation>
    </message>
    <message>
        <source>&amp;Ranges...</source>
        <translation>&amp;Faixas...</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Scenario panel</source>
        <translation>Painel de &amp;cenário</translation>
    </message>
    <message>
        <source>&amp;Monthly volume chart</source>
        <translation>Gráfico de volume &amp;mensal</translation>
    </message>
    <message>
        <source>&amp;Hardware fit</source>
        <translation>Encaixe no &amp;hardware</translation>
    </message>
    <message>
        <source>H&amp;ybrid plan</source>
        <translation>Plano h&amp;íbrido</translation>
    </message>
    <message>
        <source>&amp;Decision</source>
        <translation>&amp;Decisão</translation>
    </message>
    <message>
        <source>&amp;Tasks</source>
        <translation>&amp;Tarefas</translation>
    </message>
    <message>
        <source>&amp;Break-even table</source>
        <translation>Tabela de &amp;equilíbrio</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeiros passos</translation>
    </message>
    <message>
        <source>&amp;About Breakeven</source>
        <translation>&amp;Sobre o Breakeven</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>%1[*] — Breakeven</source>
        <translation>%1[*] — Breakeven</translation>
    </message>
    <message>
        <source>&amp;Rate:</source>
        <translation>&amp;Taxa:</translation>
    </message>
    <message>
        <source>&amp;Rate (%1 per USD):</source>
        <translation>&amp;Taxa (%1 por USD):</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Breakeven %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Self-host an open-weight model or pay a hosted API? Drag the sliders and watch where self-hosting crosses every API&apos;s price.&lt;/p&gt;&lt;p&gt;Copyright 2026 The Breakeven developers. Released under the MIT license.&lt;/p&gt;&lt;p&gt;The figures of the built-in default and of the shipped presets come from three articles in Portuguese:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%2&lt;/li&gt;&lt;li&gt;%3&lt;/li&gt;&lt;li&gt;%4&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Breakeven %1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Auto-hospedar um modelo de pesos abertos ou pagar uma API hospedada? Arraste os controles deslizantes e veja onde a auto-hospedagem cruza o preço de cada API.&lt;/p&gt;&lt;p&gt;Copyright 2026 Os desenvolvedores do Breakeven. Distribuído sob a licença MIT.&lt;/p&gt;&lt;p&gt;Os valores do padrão embutido e dos presets incluídos vêm de três artigos em português:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;%2&lt;/li&gt;&lt;li&gt;%3&lt;/li&gt;&lt;li&gt;%4&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>About Breakeven</source>
        <translation>Sobre o Breakeven</translation>
    </message>
    <message>
        <source>E&amp;xchange rates...</source>
        <translation>Ta&amp;xas de câmbio...</translation>
    </message>
    <message>
        <source>&amp;Model (the formulas)</source>
        <translation>&amp;Modelo (as fórmulas)</translation>
    </message>
    <message>
        <source>Pr&amp;eferences...</source>
        <translation>Pr&amp;eferências...</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>Cheaper plan</source>
        <translation>Plano mais barato</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Planos</translation>
    </message>
    <message>
        <source>&amp;Plans</source>
        <translation>&amp;Planos</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>Co&amp;mparar</translation>
    </message>
    <message>
        <source>&amp;Pin as Baseline</source>
        <translation>&amp;Fixar como referência</translation>
    </message>
    <message>
        <source>&amp;Add Presets to Comparison...</source>
        <translation>&amp;Adicionar presets à comparação...</translation>
    </message>
    <message>
        <source>&amp;Remove from Comparison</source>
        <translation>&amp;Remover da comparação</translation>
    </message>
    <message>
        <source>Remove &amp;All</source>
        <translation>Remover &amp;todos</translation>
    </message>
    <message>
        <source>&amp;Open Comparison...</source>
        <translation>A&amp;brir comparação...</translation>
    </message>
    <message>
        <source>&amp;Save Comparison...</source>
        <translation>&amp;Salvar comparação...</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Áreas</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Equilíbrio</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>No tempo</translation>
    </message>
    <message>
        <source>How sure</source>
        <translation>Quão certo</translation>
    </message>
    <message>
        <source>The plan&apos;s caveats</source>
        <translation>As ressalvas do plano</translation>
    </message>
    <message numerus="yes">
        <source>%n caveat(s) before acting on the plan</source>
        <extracomment>The button that shows the answer&apos;s cheaper plan&apos;s caveats (its capacity estimated, its price old).</extracomment>
        <translation>
            <numerusform>%n ressalva antes de seguir o plano</numerusform>
            <numerusform>%n ressalvas antes de seguir o plano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>breakeven::MemoryBar</name>
    <message>
        <source>Memory needed against memory installed</source>
        <translation>Memória necessária contra memória instalada</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Per-sequence state</source>
        <translation>Estado por sequência</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>Reserva do runtime</translation>
    </message>
    <message>
        <source>%1 needed: weights %2, KV cache %3, per-sequence state %4, runtime reserve %5; %6 usable of %7 installed.</source>
        <translation>%1 necessários: pesos %2, cache KV %3, estado por sequência %4, reserva do runtime %5; %6 utilizáveis de %7 instalados.</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>utilizável %1</translation>
    </message>
    <message>
        <source>installed %1</source>
        <translation>instalada %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The bar&apos;s legend: a part of the memory and its size (&quot;Weights: 1,561 GB&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>breakeven::OffersEditor</name>
    <message>
        <source>API offers</source>
        <translation>Ofertas de API</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Usar</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provedor</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Cached input</source>
        <translation>Entrada em cache</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Saída</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Data do preço</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Edited by you</source>
        <translation>Editado por você</translation>
    </message>
    <message>
        <source>&amp;Add custom offer</source>
        <translation>&amp;Adicionar oferta personalizada</translation>
    </message>
    <message>
        <source>&amp;Remove offer</source>
        <translation>&amp;Remover oferta</translation>
    </message>
    <message>
        <source>Add custom offer</source>
        <translation>Adicionar oferta personalizada</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>my-model</source>
        <translation>meu-modelo</translation>
    </message>
    <message>
        <source>Added by the user</source>
        <translation>Adicionado pelo usuário</translation>
    </message>
    <message>
        <source>Remove offer</source>
        <translation>Remover oferta</translation>
    </message>
    <message>
        <source>Use %1 %2</source>
        <translation>Usar %1 %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>The prices you changed from what the source says; the reports list them.</source>
        <translation>Os preços que você alterou em relação ao que a fonte diz; os relatórios os listam.</translation>
    </message>
    <message>
        <source>Enable offer</source>
        <translation>Ativar oferta</translation>
    </message>
    <message>
        <source>Disable offer</source>
        <translation>Desativar oferta</translation>
    </message>
    <message>
        <source>Edit offer</source>
        <translation>Editar oferta</translation>
    </message>
    <message>
        <source>Prices per million tokens. An empty cached price means the provider publishes none: cached input then costs the uncached price. Untick an offer to leave it out of the charts, the table and the verdict. A custom offer starts with the prices of the cheapest offer in use, unticked: type its prices, then tick it.</source>
        <translation>Preços por milhão de tokens. Um preço de cache vazio significa que o provedor não publica nenhum: a entrada em cache custa então o preço sem cache. Desmarque uma oferta para deixá-la fora dos gráficos, da tabela e do veredito. Uma oferta personalizada começa com os preços da oferta mais barata em uso, desmarcada: digite seus preços e depois marque-a.</translation>
    </message>
    <message>
        <source>Added by the user; prices copied from %1</source>
        <translation>Adicionada pelo usuário; preços copiados de %1</translation>
    </message>
    <message>
        <source>Price age</source>
        <translation>Idade do preço</translation>
    </message>
    <message>
        <source>1 day old</source>
        <translation>1 dia</translation>
    </message>
    <message>
        <source>%1 days old</source>
        <translation>%1 dias</translation>
    </message>
    <message>
        <source>%1 (old price)</source>
        <translation>%1 (preço antigo)</translation>
    </message>
    <message>
        <source>Days since the price&apos;s as-of date (a month counts from its last day). Older than %1 days is marked old, in this table, the break-even table and the reports: check the provider&apos;s current price.</source>
        <translation>Dias desde a data de referência do preço (um mês conta a partir do seu último dia). Mais de %1 dias é marcado como antigo, nesta tabela, na tabela de equilíbrio e nos relatórios: confira o preço atual do provedor.</translation>
    </message>
    <message>
        <source>&amp;Import prices...</source>
        <translation>&amp;Importar preços...</translation>
    </message>
    <message>
        <source>Offers from LiteLLM&apos;s model_prices_and_context_window.json or a saved OpenRouter models listing (/api/v1/models): per-token prices become prices per million tokens.</source>
        <translation>Ofertas do model_prices_and_context_window.json do LiteLLM ou de uma lista de modelos do OpenRouter salva (/api/v1/models): preços por token viram preços por milhão de tokens.</translation>
    </message>
    <message>
        <source>Import Prices</source>
        <translation>Importar preços</translation>
    </message>
    <message>
        <source>Price lists (*.json);;All files (*)</source>
        <translation>Listas de preços (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Model to import (a name, part of one, or a pattern with *):</source>
        <translation>Modelo a importar (um nome, parte de um, ou um padrão com *):</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
    <message>
        <source>%1 is no price list Breakeven reads: %2</source>
        <translation>%1 não é uma lista de preços que o Breakeven lê: %2</translation>
    </message>
    <message>
        <source>“%1” names %2 entries of %3 and none exactly: %4. Name one, or import several with a * pattern.</source>
        <translation>“%1” corresponde a %2 entradas de %3 e nenhuma exatamente: %4. Indique uma, ou importe várias com um padrão *.</translation>
    </message>
    <message>
        <source>No priced entry of %1 matches “%2”.</source>
        <translation>Nenhuma entrada com preço de %1 corresponde a “%2”.</translation>
    </message>
    <message>
        <source>Import prices from %1</source>
        <translation>Importar preços de %1</translation>
    </message>
    <message>
        <source>Imported from %1 (prices as of %2): %3 added, %4 updated.</source>
        <translation>Importado de %1 (preços de %2): %3 adicionadas, %4 atualizadas.</translation>
    </message>
    <message>
        <source>Requests / min</source>
        <translation>Requisições / min</translation>
    </message>
    <message>
        <source>Tokens / min</source>
        <translation>Tokens / min</translation>
    </message>
    <message>
        <source>Per-user tok/s</source>
        <translation>tok/s por usuário</translation>
    </message>
    <message>
        <source>Keep despite limits</source>
        <translation>Manter apesar dos limites</translation>
    </message>
</context>
<context>
    <name>breakeven::ParameterSlider</name>
    <message>
        <source>%1 slider</source>
        <translation>Controle deslizante de %1</translation>
    </message>
</context>
<context>
    <name>breakeven::PlansTableModel</name>
    <message>
        <source>Estimated by the bandwidth roofline from measurements on %1, not measured on this GPU.</source>
        <extracomment>%1 a GPU&apos;s name.</extracomment>
        <translation>Estimada pelo roofline de largura de banda a partir de medições em %1, não medida nesta GPU.</translation>
    </message>
</context>
<context>
    <name>breakeven::PlansView</name>
    <message>
        <source>Plans: monthly total against per-user speed</source>
        <translation>Planos: total mensal contra velocidade por usuário</translation>
    </message>
    <message>
        <source>Plans, cheapest that work first</source>
        <translation>Planos, os mais baratos que funcionam primeiro</translation>
    </message>
    <message>
        <source>Double-click a plan, or press Enter on it, to make it the scenario (Undo brings back the one before).</source>
        <translation>Clique duas vezes em um plano, ou pressione Enter nele, para torná-lo o cenário (Desfazer traz de volta o anterior).</translation>
    </message>
    <message>
        <source>Serving %1 of output: %2, %3.</source>
        <extracomment>%1 a throughput (&quot;92 tok/s&quot;), %2 &quot;24 plans&quot;, %3 &quot;24 of them serve it&quot; or &quot;all of them serve it&quot;.</extracomment>
        <translation>Atendendo %1 de saída: %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n plano</numerusform>
            <numerusform>%n planos</numerusform>
        </translation>
    </message>
    <message>
        <source>each serves the workload</source>
        <translation>cada um atende à carga</translation>
    </message>
    <message numerus="yes">
        <source>%n serve(s) the workload</source>
        <translation>
            <numerusform>%n atende à carga</numerusform>
            <numerusform>%n atendem à carga</numerusform>
        </translation>
    </message>
    <message>
        <source>The cheapest: %1, %2 a month.</source>
        <extracomment>%1 what the plan is (&quot;16x H200 on 2 nodes, committed rent, estimated capacity&quot;), %2 an amount.</extracomment>
        <translation>O mais barato: %1, %2 por mês.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 why (&quot;no price&quot;), %2 GPU names.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>No plan on %n GPU(s) of the catalog (%1).</source>
        <translation>
            <numerusform>Nenhum plano em %n GPU do catálogo (%1).</numerusform>
            <numerusform>Nenhum plano em %n GPUs do catálogo (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Plans that serve the workload: monthly total against per-user speed</source>
        <translation>Planos que atendem à carga: total mensal contra velocidade por usuário</translation>
    </message>
    <message>
        <source>Measured capacity</source>
        <translation>Capacidade medida</translation>
    </message>
    <message>
        <source>Estimated capacity (roofline)</source>
        <translation>Capacidade estimada (roofline)</translation>
    </message>
    <message>
        <source>Pareto front: none both cheaper and faster</source>
        <translation>Fronteira de Pareto: nenhum mais barato e mais rápido ao mesmo tempo</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>Este cenário</translation>
    </message>
    <message>
        <source>Per-user speed (output tok/s per session)</source>
        <translation>Velocidade por usuário (tok/s de saída por sessão)</translation>
    </message>
    <message>
        <source>Make %1 the scenario</source>
        <extracomment>%1 what the plan is (&quot;16x H200 on 2 nodes, committed rent, estimated capacity&quot;).</extracomment>
        <translation>Tornar %1 o cenário</translation>
    </message>
    <message>
        <source>Monthly total (k%1)</source>
        <extracomment>%1 a currency code.</extracomment>
        <translation>Total mensal (mil %1)</translation>
    </message>
    <message>
        <source>Per-user speed (tok/s)</source>
        <extracomment>The plans chart&apos;s x axis where its whole title does not fit (a small window).</extracomment>
        <translation>Velocidade por usuário (tok/s)</translation>
    </message>
    <message>
        <source>k%1 a month</source>
        <extracomment>The plans chart&apos;s y axis where &quot;Monthly total (kUSD)&quot; does not fit (a small window).</extracomment>
        <translation>mil %1 por mês</translation>
    </message>
</context>
<context>
    <name>breakeven::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Janela</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>O mesmo do sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language takes effect the next time Breakeven starts. The --language option and the BREAKEVEN_LANGUAGE variable, when given, come before this choice.</source>
        <translation>Um novo idioma passa a valer na próxima vez que o Breakeven for iniciado. A opção --language e a variável BREAKEVEN_LANGUAGE, quando dadas, vêm antes desta escolha.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>New scenarios</source>
        <translation>Novos cenários</translation>
    </message>
    <message>
        <source>File &gt; New, and the built-in figures the window opens on, start with these choices. A preset you open keeps its own.</source>
        <translation>Arquivo &gt; Novo, e os números padrão com que a janela abre, começam com estas escolhas. Um preset que você abrir mantém as dele.</translation>
    </message>
    <message>
        <source>Display currency of new scenarios</source>
        <translation>Moeda de exibição dos novos cenários</translation>
    </message>
    <message>
        <source>Display &amp;currency:</source>
        <translation>&amp;Moeda de exibição:</translation>
    </message>
    <message>
        <source>E&amp;xchange rates (units per US dollar):</source>
        <translation>Ta&amp;xas de câmbio (unidades por dólar americano):</translation>
    </message>
    <message>
        <source>Default exchange rates</source>
        <translation>Taxas de câmbio padrão</translation>
    </message>
    <message>
        <source>API &amp;offers ticked:</source>
        <translation>&amp;Ofertas de API marcadas:</translation>
    </message>
    <message>
        <source>Built-in offers ticked in a new scenario</source>
        <translation>Ofertas padrão marcadas num novo cenário</translation>
    </message>
    <message>
        <source>The scenario&apos;s own</source>
        <translation>A do próprio cenário</translation>
    </message>
    <message>
        <source>There is no rate for %1 to change.</source>
        <translation>Não há taxa de %1 para alterar.</translation>
    </message>
    <message>
        <source>%1 is one of Breakeven&apos;s own rates: change its value instead.</source>
        <translation>%1 é uma das taxas do próprio Breakeven: altere o valor dela em vez disso.</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>Apli&amp;car</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>R&amp;estaurar padrões</translation>
    </message>
</context>
<context>
    <name>breakeven::PresetPropertiesDialog</name>
    <message>
        <source>Preset Properties</source>
        <translation>Propriedades do preset</translation>
    </message>
    <message>
        <source>Preset name</source>
        <translation>Nome do preset</translation>
    </message>
    <message>
        <source>Shown in the title bar and in reports</source>
        <translation>Exibido na barra de título e nos relatórios</translation>
    </message>
    <message>
        <source>Description and sources</source>
        <translation>Descrição e fontes</translation>
    </message>
    <message>
        <source>Where the figures come from: articles, price pages, measurements</source>
        <translation>De onde vêm os valores: artigos, páginas de preços, medições</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>&amp;Today</source>
        <translation>&amp;Hoje</translation>
    </message>
    <message>
        <source>Set the date to today</source>
        <translation>Definir a data como hoje</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Descrição:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>Da&amp;te:</source>
        <translation>Da&amp;ta:</translation>
    </message>
    <message>
        <source>Edit preset properties</source>
        <translation>Editar as propriedades do preset</translation>
    </message>
    <message>
        <source>Changed since the preset was read (the description may still give the file&apos;s figures):
%1</source>
        <translation>Alterado desde que o preset foi lido (a descrição pode ainda dar os números do arquivo):
%1</translation>
    </message>
</context>
<context>
    <name>breakeven::PresetSession</name>
    <message>
        <source>Unsaved Changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>“%1” tem alterações que não foram salvas.</translation>
    </message>
    <message>
        <source>Save them first?</source>
        <translation>Salvá-las primeiro?</translation>
    </message>
    <message>
        <source>Open Preset</source>
        <translation>Abrir preset</translation>
    </message>
    <message>
        <source>Breakeven presets (*.json);;All files (*)</source>
        <translation>Presets do Breakeven (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Save Preset As</source>
        <translation>Salvar preset como</translation>
    </message>
    <message>
        <source>Breakeven presets (*.json)</source>
        <translation>Presets do Breakeven (*.json)</translation>
    </message>
    <message>
        <source>Restore Unsaved Work</source>
        <translation>Restaurar trabalho não salvo</translation>
    </message>
    <message>
        <source>Breakeven did not close normally. The scenario “%1” had changes that were not saved.</source>
        <translation>O Breakeven não foi fechado normalmente. O cenário “%1” tinha alterações que não foram salvas.</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>Cenário sem título</translation>
    </message>
    <message>
        <source>It was never saved to a file. Restore it as it was at %1?</source>
        <translation>Ele nunca foi salvo num arquivo. Restaurá-lo como estava às %1?</translation>
    </message>
    <message>
        <source>It came from “%1”. Restore it as it was at %2?</source>
        <translation>Ele veio de “%1”. Restaurá-lo como estava às %2?</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Reverter</translation>
    </message>
    <message>
        <source>Throw away the changes to “%1” and go back to the saved version?</source>
        <translation>Descartar as alterações em “%1” e voltar à versão salva?</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Reverter</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Arquivo alterado no disco</translation>
    </message>
    <message>
        <source>Save Restored Work</source>
        <translation>Salvar trabalho restaurado</translation>
    </message>
    <message>
        <source>“%1” was changed by another window or program since Breakeven opened or saved it.</source>
        <translation>“%1” foi alterado por outra janela ou programa desde que o Breakeven o abriu ou salvou.</translation>
    </message>
    <message>
        <source>This work was restored after Breakeven did not close normally. It came from “%1”.</source>
        <translation>Este trabalho foi restaurado depois que o Breakeven não foi fechado normalmente. Ele veio de “%1”.</translation>
    </message>
    <message>
        <source>Overwrite those changes with yours? Save As keeps both.</source>
        <translation>Sobrescrever essas alterações com as suas? Salvar como mantém as duas.</translation>
    </message>
    <message>
        <source>Save it over that file?</source>
        <translation>Salvá-lo sobre esse arquivo?</translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Sobrescrever</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salvar c&amp;omo...</translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s).</source>
        <translation>
            <numerusform>... e mais %n problema.</numerusform>
            <numerusform>... e mais %n problemas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Open Preset</source>
        <translation>Não é possível abrir o preset</translation>
    </message>
    <message>
        <source>Breakeven cannot open %1:

%2

The current scenario is unchanged.</source>
        <translation>O Breakeven não consegue abrir %1:

%2

O cenário atual não foi alterado.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>o texto colado</translation>
    </message>
    <message>
        <source>it is %1 bytes long; a preset may be at most %2 bytes (1 MiB)</source>
        <translation>ele tem %1 bytes; um preset pode ter no máximo %2 bytes (1 MiB)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>Cannot Save Preset</source>
        <translation>Não é possível salvar o preset</translation>
    </message>
    <message>
        <source>Breakeven did not save “%1”: the scenario would not open again:
%2

The file was left as it was. Your changes are still open and not saved; correct the fields named above, then save again.</source>
        <translation>O Breakeven não salvou “%1”: o cenário não abriria de novo:
%2

O arquivo ficou como estava. Suas alterações continuam abertas e não salvas; corrija os campos citados acima e salve de novo.</translation>
    </message>
    <message>
        <source>Breakeven could not save “%1”:
%2

Your changes are still open and not saved; use Save As to save them somewhere else.</source>
        <translation>O Breakeven não conseguiu salvar “%1”:
%2

Suas alterações continuam abertas e não salvas; use Salvar como para salvá-las em outro lugar.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>a área de transferência</translation>
    </message>
    <message>
        <source>the clipboard is empty</source>
        <translation>a área de transferência está vazia</translation>
    </message>
    <message>
        <source>the clipboard holds no text</source>
        <translation>a área de transferência não contém texto</translation>
    </message>
    <message>
        <source>Cannot Restore Unsaved Work</source>
        <translation>Não é possível restaurar o trabalho não salvo</translation>
    </message>
    <message>
        <source>Breakeven did not close normally, but its recovery file cannot be read (%1). It was removed.</source>
        <translation>O Breakeven não foi fechado normalmente, mas o arquivo de recuperação não pode ser lido (%1). Ele foi removido.</translation>
    </message>
    <message>
        <source>Breakeven did not close normally, but its recovery file cannot be read (%1). It was moved to “%2”.</source>
        <translation>O Breakeven não foi fechado normalmente, mas o arquivo de recuperação não pode ser lido (%1). Ele foi movido para “%2”.</translation>
    </message>
</context>
<context>
    <name>breakeven::RangesEditor</name>
    <message>
        <source>&amp;Add range</source>
        <translation>&amp;Adicionar faixa</translation>
    </message>
    <message>
        <source>&amp;Remove range</source>
        <translation>&amp;Remover faixa</translation>
    </message>
    <message>
        <source>Ranges</source>
        <translation>Faixas</translation>
    </message>
    <message>
        <source>The plausible values of each uncertain input, in the preset&apos;s units (shares as 0 to 1, money in the field&apos;s currency). The bands on the charts, the table&apos;s odds and the verdict&apos;s how-sure sentence sample every range at once. Triangular: most likely at the scenario&apos;s value; log-uniform: every factor of ten equally likely.</source>
        <translation>Os valores plausíveis de cada entrada incerta, nas unidades do preset (frações de 0 a 1, dinheiro na moeda do campo). As faixas nos gráficos, as chances na tabela e a frase do veredito sobre a certeza amostram todas as faixas de uma vez. Triangular: mais provável no valor do cenário; log-uniforme: todo fator de dez igualmente provável.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parâmetro</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Caminho</translation>
    </message>
    <message>
        <source>Value now</source>
        <translation>Valor atual</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Parameter to add a range for</source>
        <translation>Parâmetro para o qual adicionar uma faixa</translation>
    </message>
    <message>
        <source>%1 is not a numeric field of this preset.</source>
        <translation>%1 não é um campo numérico deste preset.</translation>
    </message>
    <message>
        <source>Range of %1 not changed: %2</source>
        <translation>Faixa de %1 não alterada: %2</translation>
    </message>
    <message>
        <source>Change range of %1</source>
        <translation>Alterar a faixa de %1</translation>
    </message>
    <message>
        <source>%1 has no value in this preset to put a range around.</source>
        <translation>%1 não tem valor neste preset em torno do qual pôr uma faixa.</translation>
    </message>
    <message>
        <source>%1 already has a range.</source>
        <translation>%1 já tem uma faixa.</translation>
    </message>
    <message>
        <source>Range of %1 not added: %2</source>
        <translation>Faixa de %1 não adicionada: %2</translation>
    </message>
    <message>
        <source>Add range of %1</source>
        <translation>Adicionar faixa de %1</translation>
    </message>
    <message>
        <source>Remove range of %1</source>
        <translation>Remover faixa de %1</translation>
    </message>
    <message>
        <source>Distribution of %1</source>
        <translation>Distribuição de %1</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>Uniforme</translation>
    </message>
    <message>
        <source>Triangular (most likely at the value)</source>
        <translation>Triangular (mais provável no valor)</translation>
    </message>
    <message>
        <source>Log-uniform</source>
        <translation>Log-uniforme</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Range of %1 not changed: &quot;%2&quot; is not a number.</source>
        <translation>Faixa de %1 não alterada: &quot;%2&quot; não é um número.</translation>
    </message>
    <message>
        <source>%1 has no range.</source>
        <translation>%1 não tem faixa.</translation>
    </message>
    <message>
        <source>Change range</source>
        <translation>Alterar a faixa</translation>
    </message>
</context>
<context>
    <name>breakeven::RatesTable</name>
    <message>
        <source>Rate of %1 refused: %2 (units per USD).</source>
        <extracomment>%1 is a currency code; %2 says what is wrong, e.g. &quot;0 is not allowed: it must be above 0&quot;.</extracomment>
        <translation>Taxa de %1 recusada: %2 (unidades por USD).</translation>
    </message>
    <message>
        <source>USD is the base currency: every rate is given per US dollar.</source>
        <translation>USD é a moeda base: toda taxa é dada por dólar americano.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a currency code: it must be three upper-case letters A-Z, such as BRL.</source>
        <translation>&quot;%1&quot; não é um código de moeda: deve ter três letras maiúsculas A-Z, como BRL.</translation>
    </message>
    <message>
        <source>%1 already has a rate: change it in the table.</source>
        <translation>%1 já tem uma taxa: altere-a na tabela.</translation>
    </message>
    <message>
        <source>%1 not added: a preset holds at most %2 rates.</source>
        <translation>%1 não adicionada: um preset comporta no máximo %2 taxas.</translation>
    </message>
    <message>
        <source>&amp;Add rate</source>
        <translation>&amp;Adicionar taxa</translation>
    </message>
    <message>
        <source>Re&amp;move rate</source>
        <translation>Remo&amp;ver taxa</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>Taxas de câmbio</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Units per USD</source>
        <translation>Unidades por USD</translation>
    </message>
    <message>
        <source>Co&amp;de:</source>
        <translation>Có&amp;digo:</translation>
    </message>
    <message>
        <source>Currency code to add</source>
        <translation>Código da moeda a adicionar</translation>
    </message>
    <message>
        <source>BRL</source>
        <translation>BRL</translation>
    </message>
    <message>
        <source>Units &amp;per USD:</source>
        <translation>Unidades &amp;por USD:</translation>
    </message>
    <message>
        <source>Units of the new currency per US dollar</source>
        <translation>Unidades da nova moeda por dólar americano</translation>
    </message>
    <message>
        <source>Rate of %1 refused: it must be %2 (units per USD).</source>
        <translation>Taxa de %1 recusada: deve ser %2 (unidades por USD).</translation>
    </message>
    <message>
        <source>Rate of %1 refused: &quot;%2&quot; is not a number; it must be %3 (units per USD).</source>
        <translation>Taxa de %1 recusada: &quot;%2&quot; não é um número; deve ser %3 (unidades por USD).</translation>
    </message>
</context>
<context>
    <name>breakeven::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir recen&amp;te</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Limpar menu</translation>
    </message>
</context>
<context>
    <name>breakeven::ScenarioDocument</name>
    <message>
        <source>Change %1</source>
        <extracomment>Undo step. %1 is a parameter&apos;s label, e.g. &quot;Sustained throughput&quot;.</extracomment>
        <translation>Alterar %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <source>Add the rate %2 %1 per USD and show money in %1</source>
        <extracomment>Undo step. %1 is a currency code, %2 its rate per US dollar.</extracomment>
        <translation>Adicionar a taxa de %2 %1 por USD e mostrar valores em %1</translation>
    </message>
</context>
<context>
    <name>breakeven::ScenarioPanel</name>
    <message>
        <source>Scenario parameters</source>
        <translation>Parâmetros do cenário</translation>
    </message>
    <message>
        <source>Calendar</source>
        <extracomment>A section that opens on request: the calendar the monthly figures count over.</extracomment>
        <translation>Calendário</translation>
    </message>
    <message>
        <source>Example request (report)</source>
        <extracomment>A section that opens on request: the example request the report prices.</extracomment>
        <translation>Requisição de exemplo (relatório)</translation>
    </message>
    <message>
        <source>Model, context and memory fit</source>
        <extracomment>A section that opens on request: the model&apos;s memory and what fits.</extracomment>
        <translation>Modelo, contexto e encaixe na memória</translation>
    </message>
    <message>
        <source>15-22 %: typical enterprise GPU utilization</source>
        <translation>15-22 %: utilização típica de GPU em empresas</translation>
    </message>
    <message>
        <source>25-35 %: a well-run fleet</source>
        <translation>25-35 %: uma frota bem operada</translation>
    </message>
    <message>
        <source>Marks: 15-22 % typical, 25-35 % well run</source>
        <translation>Marcas: 15-22 % típico, 25-35 % bem operado</translation>
    </message>
    <message>
        <source>Measured: typed</source>
        <extracomment>The throughput-mode choice: the sustained throughput is the one typed below.</extracomment>
        <translation>Medido: digitado</translation>
    </message>
    <message>
        <source>Modelled: decode curve</source>
        <extracomment>The throughput-mode choice: the sustained throughput comes from the decode curve.</extracomment>
        <translation>Modelado: curva de decodificação</translation>
    </message>
    <message>
        <source>No decode curve and no maximum throughput to model from: the typed throughput is used.</source>
        <extracomment>Under the throughput slider, in modelled mode without evidence of the capacity.</extracomment>
        <translation>Sem curva de decodificação e sem throughput máximo para modelar: o throughput digitado é usado.</translation>
    </message>
    <message>
        <source>Capacity T_max at this workload: %1 tok/s (at concurrency %2).</source>
        <extracomment>Under the throughput slider. %1 is T_max in tok/s, %2 the concurrency it is reached at.</extracomment>
        <translation>Capacidade T_max nesta carga: %1 tok/s (com concorrência %2).</translation>
    </message>
    <message>
        <source>The typed %1 tok/s is beyond it, so no saving is claimed.</source>
        <extracomment>Under the throughput slider, measured mode. %1 is the typed throughput in tok/s.</extracomment>
        <translation>Os %1 tok/s digitados estão além dela, então nenhuma economia é atribuída.</translation>
    </message>
    <message>
        <source>Concurrency %1 lies beyond the measured points: the curve&apos;s end value is used.</source>
        <extracomment>Under the throughput slider, modelled mode. %1 is the operating concurrency.</extracomment>
        <translation>A concorrência %1 está além dos pontos medidos: o valor final da curva é usado.</translation>
    </message>
    <message>
        <source>&amp;Rent</source>
        <translation>A&amp;lugar</translation>
    </message>
    <message>
        <source>&amp;Buy</source>
        <translation>&amp;Comprar</translation>
    </message>
    <message>
        <source>Rent the node</source>
        <translation>Alugar o nó</translation>
    </message>
    <message>
        <source>Buy the node</source>
        <translation>Comprar o nó</translation>
    </message>
    <message>
        <source>Monthly overheads</source>
        <extracomment>Title of the overhead lines&apos; group.</extracomment>
        <translation>Custos fixos mensais</translation>
    </message>
    <message>
        <source>Monthly overheads: fixed costs a month on top of the hardware (platform engineering, operations, network and storage, observability and security), each in its own currency; the articles call staff the largest hidden cost.</source>
        <extracomment>Tooltip of the overhead lines&apos; table.</extracomment>
        <translation>Custos fixos mensais: custos fixos por mês além do hardware (engenharia de plataforma, operação, rede e armazenamento, observabilidade e segurança), cada um na sua própria moeda; os artigos chamam a equipe de maior custo oculto.</translation>
    </message>
    <message>
        <source>Monthly overhead lines</source>
        <translation>Linhas de custo fixo mensal</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>&amp;Add line</source>
        <translation>&amp;Adicionar linha</translation>
    </message>
    <message>
        <source>Remo&amp;ve line</source>
        <translation>Remo&amp;ver linha</translation>
    </message>
    <message>
        <source>Add an overhead line</source>
        <translation>Adicionar uma linha de custo fixo</translation>
    </message>
    <message>
        <source>Remove the selected overhead line</source>
        <translation>Remover a linha de custo fixo selecionada</translation>
    </message>
    <message>
        <source>Add overhead line</source>
        <translation>Adicionar linha de custo fixo</translation>
    </message>
    <message>
        <source>New line</source>
        <translation>Nova linha</translation>
    </message>
    <message>
        <source>Remove overhead line</source>
        <translation>Remover linha de custo fixo</translation>
    </message>
    <message>
        <source>GPU from &amp;catalog</source>
        <extracomment>Label of the combo box that picks a GPU from the GPU catalog.</extracomment>
        <translation>GPU do &amp;catálogo</translation>
    </message>
    <message>
        <source>GPU from the catalog</source>
        <translation>GPU do catálogo</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>The GPU chooser&apos;s entry for hardware that is not (or not exactly) a catalog GPU.</extracomment>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Choose GPU %1</source>
        <translation>Escolher a GPU %1</translation>
    </message>
    <message>
        <source>Check the memory: the GPU catalog gives %1 %2 GB per GPU, this scenario %3 GB.</source>
        <extracomment>%1 is a GPU&apos;s name from the GPU catalog; %2 and %3 are memory sizes in GB.</extracomment>
        <translation>Confira a memória: o catálogo de GPUs dá %1 %2 GB por GPU, este cenário %3 GB.</translation>
    </message>
    <message>
        <source>Committed (term and minimum bill)</source>
        <translation>Com compromisso (prazo e fatura mínima)</translation>
    </message>
    <message>
        <source>Spot (interruptible)</source>
        <translation>Spot (interrompível)</translation>
    </message>
    <message>
        <source>Hourly (on demand)</source>
        <translation>Por hora (sob demanda)</translation>
    </message>
    <message>
        <source>The node&apos;s output per task</source>
        <translation>A saída do nó por tarefa</translation>
    </message>
    <message>
        <source>The request as stated</source>
        <translation>A requisição como informada</translation>
    </message>
    <message>
        <source>Not stated in this preset, so the format&apos;s defaults (Kimi K3.1 Pro on B300) apply: %1. Change them to state your own.</source>
        <extracomment>A note above the parameters; %1 lists parameter labels.</extracomment>
        <translation>Não informados neste preset, então valem os padrões do formato (Kimi K3.1 Pro em B300): %1. Altere-os para informar os seus.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Edit overhead line</source>
        <translation>Editar linha de custo fixo</translation>
    </message>
    <message>
        <source>The whole node, per hour</source>
        <translation>O nó inteiro, por hora</translation>
    </message>
    <message>
        <source>The whole node, per month</source>
        <translation>O nó inteiro, por mês</translation>
    </message>
    <message>
        <source>One GPU, per hour</source>
        <translation>Uma GPU, por hora</translation>
    </message>
    <message>
        <source>%1 replicas of %2 GPUs, each serving on its own: %3 tok/s each.</source>
        <extracomment>Under the throughput slider. %1 replicas (copies of the model), %2 GPUs each, %3 tok/s each.</extracomment>
        <translation>%1 réplicas de %2 GPUs, cada uma servindo por conta própria: %3 tok/s cada.</translation>
    </message>
    <message>
        <source>One replica spans %1 nodes: the network between them is not modelled.</source>
        <extracomment>Under the throughput slider. %1 is the number of nodes one copy of the model spans.</extracomment>
        <translation>Uma réplica ocupa %1 nós: a rede entre eles não é modelada.</translation>
    </message>
    <message>
        <source>Mark: %2 tok/s measured at concurrency %1 (a source&apos;s operating point, not a range of yours)</source>
        <extracomment>A mark on the throughput slider: a measured point of the decode curve. %1 concurrency, %2 tok/s.</extracomment>
        <translation>Marca: %2 tok/s medidos na concorrência %1 (um ponto de operação da fonte, não uma faixa sua)</translation>
    </message>
    <message>
        <source>Mark: %1 tok/s, the hardware&apos;s stated maximum</source>
        <extracomment>A mark on the throughput slider: the hardware&apos;s maximum throughput. %1 tok/s.</extracomment>
        <translation>Marca: %1 tok/s, o máximo declarado do hardware</translation>
    </message>
    <message>
        <source>Choosing a GPU sets its name, memory per GPU, native MXFP4, GPUs per node and reserve from the GPU catalog (docs/gpu-catalog.md), and its price and decode curve where the catalog has them; figures kept from the other GPU are named below. One step to undo. Custom: type your own.</source>
        <translation>Escolher uma GPU define o seu nome, memória por GPU, MXFP4 nativo, GPUs por nó e reserva a partir do catálogo de GPUs (docs/gpu-catalog.md), e o seu preço e curva de decodificação quando o catálogo os tem; os números mantidos da outra GPU são indicados abaixo. Um passo para desfazer. Personalizada: digite a sua.</translation>
    </message>
    <message>
        <source>Chose %1: %2. Edit &gt; Undo restores the previous figures.</source>
        <translation>Escolhida %1: %2. Editar &gt; Desfazer restaura os números anteriores.</translation>
    </message>
    <message>
        <source>Estimate from &amp;bandwidth</source>
        <extracomment>Button under the GPU chooser while the capacity figures were measured on another GPU: estimates this GPU&apos;s capacity from them by the ratio of memory bandwidths (MODEL.md section 11).</extracomment>
        <translation>Estimar pela &amp;largura de banda</translation>
    </message>
    <message>
        <source>Estimates this GPU&apos;s decode curve from the one measured on the other GPU: the measured throughput times the ratio of the memory bandwidths (a roofline calibrated on the measurements, capped by compute). Always labelled estimated. One step to undo.</source>
        <translation>Estima a curva de decodificação desta GPU a partir da medida na outra GPU: o throughput medido vezes a razão entre as larguras de banda da memória (um roofline calibrado nas medições, limitado pela computação). Sempre marcada como estimada. Um passo para desfazer.</translation>
    </message>
    <message>
        <source>Estimate capacity from bandwidth</source>
        <extracomment>Undo text of the &quot;Estimate from bandwidth&quot; button.</extracomment>
        <translation>Estimar a capacidade pela largura de banda</translation>
    </message>
    <message>
        <source>Latency targets: %1.</source>
        <extracomment>Under the throughput slider. %1 what the latency targets gave (&quot;p90 TPOT at most 40 ms: met up to concurrency 3, between the measured runs&quot;).</extracomment>
        <translation>Metas de latência: %1.</translation>
    </message>
    <message>
        <source>Task, week and time zone</source>
        <extracomment>A section of the Team group that opens on request: the team&apos;s task and its week.</extracomment>
        <translation>Tarefa, semana e fuso horário</translation>
    </message>
    <message>
        <source>Si&amp;ze the workload from a team</source>
        <extracomment>A check box: the Team group&apos;s fields fill the workload (its input per output token, the example request) and the hybrid day from a team&apos;s size, tasks and working hours.</extracomment>
        <translation>Di&amp;mensionar pela equipe</translation>
    </message>
    <message>
        <source>The team&apos;s people, tasks and working hours give the monthly volume and the hybrid day, and its task&apos;s tokens the workload&apos;s input per output token and the example request (docs/model.md, &quot;Demand from a team&quot;). One step to undo. Unchecked, the workload keeps the figures the team filled, yours to edit.</source>
        <translation>As pessoas, tarefas e horas de trabalho da equipe dão o volume mensal e o dia híbrido, e os tokens da sua tarefa dão a entrada por token de saída da carga de trabalho e a requisição de exemplo (docs/model.md, &quot;Demand from a team&quot;). Um passo para desfazer. Desmarcado, a carga de trabalho mantém os números que a equipe preencheu, para você editar.</translation>
    </message>
    <message>
        <source>Size the workload from a team</source>
        <extracomment>Undo text of the Team group&apos;s check box.</extracomment>
        <translation>Dimensionar a carga de trabalho a partir de uma equipe</translation>
    </message>
    <message>
        <source>Remove the team</source>
        <translation>Remover a equipe</translation>
    </message>
</context>
<context>
    <name>breakeven::TasksView</name>
    <message>
        <source>The request as stated</source>
        <translation>A requisição como informada</translation>
    </message>
    <message>
        <source>The node&apos;s output per task (throughput / sessions × minutes)</source>
        <translation>A saída do nó por tarefa (throughput / sessões × minutos)</translation>
    </message>
    <message>
        <source>Cost per accepted task on each side</source>
        <translation>Custo por tarefa aceita de cada lado</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Oferta</translation>
    </message>
    <message>
        <source>API per attempt</source>
        <translation>API por tentativa</translation>
    </message>
    <message>
        <source>API per accepted task</source>
        <translation>API por tarefa aceita</translation>
    </message>
    <message>
        <source>Self-hosted per accepted task</source>
        <translation>Auto-hospedado por tarefa aceita</translation>
    </message>
    <message>
        <source>Cheaper per task</source>
        <translation>Mais barato por tarefa</translation>
    </message>
    <message>
        <source>Break-even tasks / month</source>
        <translation>Tarefas de equilíbrio / mês</translation>
    </message>
    <message>
        <source>Break-even over the horizon</source>
        <translation>Equilíbrio no horizonte</translation>
    </message>
    <message>
        <source>The break-even in tasks per month with the API&apos;s mean price over the horizon (its yearly price decline included).</source>
        <translation>O ponto de equilíbrio em tarefas por mês com o preço médio da API no horizonte (incluída a queda anual de preço).</translation>
    </message>
    <message>
        <source>%1 input, %2 output and %3 reasoning tokens per attempt</source>
        <extracomment>%1 input, %2 output, %3 reasoning tokens of one attempt.</extracomment>
        <translation>%1 tokens de entrada, %2 de saída e %3 de raciocínio por tentativa</translation>
    </message>
    <message>
        <source>%1 input and %2 output tokens per attempt</source>
        <translation>%1 tokens de entrada e %2 de saída por tentativa</translation>
    </message>
    <message>
        <source>The task: %1; accepted %2 % on the API, %3 % on the node.</source>
        <extracomment>%1 the tokens of one attempt; %2 and %3 the accepted shares in percent.</extracomment>
        <translation>A tarefa: %1; aceita em %2 % na API, %3 % no nó.</translation>
    </message>
    <message>
        <source>The task has %1 input tokens per output token, the workload %2: the break-even table&apos;s per-token columns use the workload, its per-task columns and this view the task. Take the task&apos;s size from the node to make them agree.</source>
        <extracomment>%1 the task&apos;s input tokens per output token, %2 the workload&apos;s.</extracomment>
        <translation>A tarefa tem %1 tokens de entrada por token de saída, a carga %2: as colunas por token da tabela de equilíbrio usam a carga, as colunas por tarefa e esta visão usam a tarefa. Tome o tamanho da tarefa a partir do nó para que concordem.</translation>
    </message>
    <message>
        <source>The task&apos;s size comes from the node only with minutes per task: the request as stated is used.</source>
        <translation>O tamanho da tarefa só vem do nó com os minutos por tarefa: a requisição como informada é usada.</translation>
    </message>
    <message>
        <source>The node produces about %1 output tokens per session over one task.</source>
        <extracomment>%1 output tokens one session produces over one task.</extracomment>
        <translation>O nó produz cerca de %1 tokens de saída por sessão ao longo de uma tarefa.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>não se sabe</translation>
    </message>
    <message>
        <source>not feasible</source>
        <translation>inviável</translation>
    </message>
    <message>
        <source>self-hosting</source>
        <translation>auto-hospedagem</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>%1 (&gt; max)</source>
        <translation>%1 (&gt; máx.)</translation>
    </message>
    <message>
        <source>Beyond the node: at its capacity (%1) it serves at most %2 accepted tasks a month.</source>
        <translation>Além do nó: na sua capacidade (%1) ele atende no máximo %2 tarefas aceitas por mês.</translation>
    </message>
</context>
<context>
    <name>breakeven::TornadoChart</name>
    <message>
        <source>Tornado chart</source>
        <translation>Gráfico tornado</translation>
    </message>
    <message>
        <source>The preset gives no ranges: add some (Edit &gt; Ranges) to see which input the answer hinges on.</source>
        <translation>O preset não tem faixas: adicione algumas (Editar &gt; Faixas) para ver de que entrada a resposta depende.</translation>
    </message>
    <message>
        <source>at the range&apos;s low</source>
        <translation>no mínimo da faixa</translation>
    </message>
    <message>
        <source>at the range&apos;s high</source>
        <translation>no máximo da faixa</translation>
    </message>
    <message>
        <source>at the preset&apos;s values</source>
        <translation>nos valores do preset</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>not feasible</source>
        <translation>inviável</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>base %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A tornado bar&apos;s end drawn to where feasibility ends: &quot;$45,210, not feasible beyond 2,203&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>breakeven::VolumeChart</name>
    <message>
        <source>Chart of the monthly self-hosted cost and each API offer&apos;s monthly bill against monthly output tokens, with the break-even volumes and the current volume</source>
        <translation>Gráfico do custo mensal auto-hospedado e da fatura mensal de cada oferta de API contra os tokens de saída mensais, com os volumes de equilíbrio e o volume atual</translation>
    </message>
</context>
<context>
    <name>format</name>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <source>%1 T</source>
        <extracomment>A token count in trillions (10^12): &quot;2.07 T&quot;. Portuguese: pt_BR &quot;tri&quot;, pt_PT &quot;biliões&quot; (bilião = 10^12).</extracomment>
        <translation>%1 tri</translation>
    </message>
    <message>
        <source>%1 B</source>
        <extracomment>A token count in billions (10^9): &quot;2.07 B&quot;. Not &quot;bilião&quot; in pt_PT (that is 10^12): pt_BR &quot;bi&quot;, pt_PT &quot;mil M&quot; (mil milhões).</extracomment>
        <translation>%1 bi</translation>
    </message>
    <message>
        <source>%1 M</source>
        <extracomment>A token count in millions (10^6): &quot;241.8 M&quot;.</extracomment>
        <translation>%1 mi</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <extracomment>A throughput: output tokens per second (tok/s is a unit; usually kept as is).</extracomment>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <extracomment>A long text cut short in a message: %1 its start, %2 its length in characters.</extracomment>
        <translation>%1… (%2 caracteres)</translation>
    </message>
</context>
</TS>
