// The subset of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestOptions) => RequestOptions;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: RequestOptions[];
  }
  interface Result {
    requests: {average: number};
    latency: {p99: number; average: number};
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
