// The search plugin's page renders its results without a <main> landmark; ask the Layout wrapper
// for one (see @theme/Layout/MainLandmark), led by the switch between docs versions.
import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {MainLandmarkContext, MainLeadContext} from '../Layout/MainLandmark';
import SearchVersions from './SearchVersions';

export default function SearchPageWrapper(): ReactNode {
  return (
    <MainLandmarkContext.Provider value>
      <MainLeadContext.Provider
        value={
          <div className="container">
            <SearchVersions />
          </div>
        }
      >
        <SearchPage />
      </MainLeadContext.Provider>
    </MainLandmarkContext.Provider>
  );
}
