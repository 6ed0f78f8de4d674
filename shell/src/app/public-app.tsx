import * as router from 'react-router-declarative';
import { RemoteApp } from '../federation/remote-app';
import { provideRouter } from '../routing/provide-router';
import { OtherSection } from '../routing/sections';
import { Frame } from './frame';

const { BrowserRouter, Route, Routes } = router;
provideRouter(router);

/** The host of a public page: the declarative router and the public remote. */
export function App() {
  return (
    <BrowserRouter>
      <Frame>
        <Routes>
          <Route path="/admin/*" element={<OtherSection />} />
          <Route path="*" element={<RemoteApp remote="public" />} />
        </Routes>
      </Frame>
    </BrowserRouter>
  );
}
