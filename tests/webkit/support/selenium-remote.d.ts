// Node's ESM loader needs the file itself; its types are those of `selenium-webdriver/remote`.
declare module 'selenium-webdriver/remote/index.js' {
  import * as remote from 'selenium-webdriver/remote';
  export default remote;
}
