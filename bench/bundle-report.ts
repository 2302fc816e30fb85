// Printed after every `npm run build`: what each page downloads first.
import { reportBundle } from "./bundle.ts";

reportBundle();
