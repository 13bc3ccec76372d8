// @ts-check
// The call that makes the stateful mock forget every change: `POST /__mock/reset[?scenario=NAME]`.
// Outside every path of the document. A leaf module, so that `npm start` knows it without loading
// the mock's state (and its schema validator) before the dashboard is up.
export const RESET_PATH = '/__mock/reset';
