-- wrk's own report has no 95th percentile: this adds one line of JSON that scripts/wrk.ts reads.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"microseconds":%d,"p50":%d,"p95":%d,"errors":%d,"non2xx":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    errors.connect + errors.read + errors.write + errors.timeout, errors.status))
end
