// Browser tests start the product and Chromium: far beyond jest's 5 s default.
jest.setTimeout(90_000);
