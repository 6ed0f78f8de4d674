// Testing Library's DOM matchers (toBeInTheDocument, toHaveValue…) for the type checker.
import '@testing-library/jest-dom';
