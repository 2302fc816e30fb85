// When a browser test fails, say what its pages were doing (address, unanswered requests, console): a timeout alone
// does not say which request or step the page was waiting for.
import { beforeEach } from "vitest";
import { describeOpenedPages } from "./lib/browser.ts";

beforeEach(({ onTestFailed }) => {
  describeOpenedPages(); // forget the pages of earlier tests
  onTestFailed(() => console.error(`What the test's pages were doing:\n${describeOpenedPages()}`));
});
