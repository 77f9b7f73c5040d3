import '@testing-library/jest-dom';
import 'reflect-metadata/lite';
