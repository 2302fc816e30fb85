import SlickModule from "react-slick";

// react-slick is CommonJS: depending on the bundler's interop (Vite's dev server vs. the production build), the default
// import is either the component or the module object that holds it as `default`. Every carousel imports it from here.
const Slider = ((SlickModule as unknown as { default?: typeof SlickModule }).default ??
  SlickModule) as typeof SlickModule;
type Slider = InstanceType<typeof SlickModule>;
export default Slider;
