import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // The elements are custom elements, not Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.includes('-') } } })],
});
