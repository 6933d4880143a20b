// The DOM matchers jest.setup.ts installs (toBeInTheDocument, toHaveAttribute…), for the typecheck.
/// <reference types="@testing-library/jest-dom" />
