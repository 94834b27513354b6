import { configure } from '@chainforge/elements';
import '@chainforge/elements/balance-card';
import { createApp } from 'vue';
import App from './App.vue';

// Where the Chain Forge product runs (`npm start` serves it on port 4173).
const product = import.meta.env.VITE_CHAINFORGE_URL ?? 'http://127.0.0.1:4173';

configure({
  publicKey: 'pk_sb_chainforge_demo',
  apiUrl: `${product}/membership`,
  productApiUrl: `${product}/api`,
});

createApp(App).mount('#app');
