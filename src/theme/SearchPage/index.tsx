// The search plugin's page renders its results without a <main> landmark; ask the Layout wrapper
// for one (see @theme/Layout/MainLandmark).
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {MainLandmarkContext} from '../Layout/MainLandmark';

export default function SearchPageWrapper(): ReactNode {
  return (
    <MainLandmarkContext.Provider value>
      <SearchPage />
    </MainLandmarkContext.Provider>
  );
}
