import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
    // Not yet: middleware replaces AppLoadContext with RouterContextProvider, whose keys are module
    // objects the server (running the bundled build) cannot share; loaders get apiFetch from the plain
    // context object instead. Pass-through requests would hand loaders `.data` URLs, which the
    // locale redirects rebuild from.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
