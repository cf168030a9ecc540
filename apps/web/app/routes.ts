import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives under its language; the splat catches unknown paths so they get the 404 page in the
// right language, and unprefixed paths reach the layout, which redirects them to a language.
export default [
  index('routes/locale-redirect.tsx'),
  route(':lang', 'routes/locale-layout.tsx', [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;
